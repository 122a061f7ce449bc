/** Lazy entry for the King of the Hill feature's dialogs: the registry imports these names. */
export { KothDialog } from './KothDialog';
export { KothLeaderboardDialog } from './KothLeaderboardDialog';
