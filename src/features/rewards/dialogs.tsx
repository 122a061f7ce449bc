/** Lazy entry for the rewards feature's dialogs: the registry imports this name. */
export { RoowardsDialog } from './RoowardsDialog';
