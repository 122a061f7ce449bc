/** Lazy entry for the pwa feature's dialogs: the registry imports this name. */
export { UpdateAvailableDialog } from './UpdateAvailableDialog';
