/** Fairness: the provably-fair page and the fairness dialog (in ./dialogs). */
export { FairPage } from './FairPage';
