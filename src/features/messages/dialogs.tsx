/** Lazy entry for the messages feature's dialogs: the registry imports this name. */
export { NotificationsDialog } from './NotificationsDialog';
