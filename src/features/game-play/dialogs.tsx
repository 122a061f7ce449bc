/** Lazy entry for the game-play feature's dialogs: the registry imports this name. */
export { GameDialog } from './GameDialog';
