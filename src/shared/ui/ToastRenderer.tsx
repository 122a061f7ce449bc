/**
 * Renders the toasts (Mantine's Notifications) from the first toast on: its code loads with the
 * first toast (toast.ts), and the renderer mounts once it has. A toast raised before that waits
 * in the notifications store and appears when it does.
 */
import { useSyncExternalStore } from 'react';
import {
  loadedToastLibrary,
  subscribeToastLibrary,
  TOAST_AUTO_CLOSE_MS,
  TOAST_LIMIT,
} from './toast';

export function ToastRenderer() {
  const library = useSyncExternalStore(subscribeToastLibrary, loadedToastLibrary);
  if (!library) return null;
  const { Notifications } = library;
  return (
    <Notifications
      position="top-right"
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      zIndex={1000}
    />
  );
}
