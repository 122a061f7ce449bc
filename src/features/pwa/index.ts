/**
 * PWA: the service worker's registration and update flow (update dialog, unregister), the
 * offline indicator, install, web push and its help page. The `UpdateAvailable` dialog is in
 * ./dialogs.
 */
export { type UpdateServiceWorker, updateServiceWorkerAtom } from './atoms';
export { FixNotificationsPage } from './FixNotificationsPage';
export { useInstallPromptCapture } from './install/install-prompt';
export { LazyPwaMenuEntries as PwaMenuEntries } from './menu/LazyPwaMenuEntries';
export { OfflineIndicator } from './offline/OfflineIndicator';
export { notifyPlayer, type PlayerNotification } from './push/notify-player';
export { useServiceWorker } from './registration/use-service-worker';
export { useWorkerNavigation } from './registration/use-worker-navigation';
export { unregisterServiceWorkers } from './unregister';
