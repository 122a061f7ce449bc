/**
 * PWA: service-worker lifecycle (update dialog, unregister), notifications help page. The
 * `UpdateAvailable` dialog is in ./dialogs.
 */
export { FixNotificationsPage } from './FixNotificationsPage';
export { unregisterServiceWorkers } from './unregister';
