/** Lazy entry for the catalogue feature's dialogs: the registry imports this name. */
export { GameDialog } from './GameDialog';
