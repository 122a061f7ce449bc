/**
 * Renders the toasts (Mantine's Notifications) from the first toast on: its code and its mount
 * wait for a toast to show. A toast raised before it mounts waits in the notifications store
 * and appears when it does.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastsWanted, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, toastsWanted } from './toast';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export function ToastRenderer() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position="top-right"
        limit={TOAST_LIMIT}
        autoClose={TOAST_AUTO_CLOSE_MS}
        zIndex={1000}
      />
    </Suspense>
  );
}
