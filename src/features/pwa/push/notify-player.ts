/**
 * Player notifications that must be seen even in a background tab (spec part 1 §7: Kadi's
 * 'leave-request-declined' and 'qwickie-match-failed'): an OS notification through the service
 * worker when the tab is hidden and notifications are allowed, otherwise a toast.
 */
import { NOTIFICATION_BADGE, NOTIFICATION_ICON } from '@/contracts/push';
import { showToast, type ToastKind } from '@/shared/ui/toast';

export interface PlayerNotification {
  title: string;
  body: string;
  /** The in-app page a click on the OS notification opens. */
  url: string;
  kind: ToastKind;
  /** Same tag → the newer notification replaces the older one. */
  tag?: string;
}

export async function notifyPlayer(notification: PlayerNotification): Promise<'os' | 'toast'> {
  const { title, body, url, kind, tag } = notification;
  const canNotify =
    document.visibilityState === 'hidden' &&
    'Notification' in window &&
    Notification.permission === 'granted' &&
    'serviceWorker' in navigator;
  if (canNotify) {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration) {
      await registration.showNotification(title, {
        body,
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_BADGE,
        ...(tag ? { tag } : {}),
        data: { url },
      });
      return 'os';
    }
  }
  await showToast({ kind, title, message: body });
  return 'toast';
}
