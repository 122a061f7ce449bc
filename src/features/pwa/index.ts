/**
 * PWA: service-worker lifecycle (update dialog, unregister), notifications help page. The
 * `UpdateAvailable` dialog is in ./dialogs.
 */
export { type UpdateServiceWorker, updateServiceWorkerAtom } from './atoms';
export { FixNotificationsPage } from './FixNotificationsPage';
export { unregisterServiceWorkers } from './unregister';
