/** Lazy entry for the fairness feature's dialogs: the registry imports this name. */
export { FairnessDialog } from './FairnessDialog';
