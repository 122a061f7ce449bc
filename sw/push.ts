/**
 * Web push (spec part 1 §4.3): a push shows its notification; a click focuses an open window
 * of the app and shows the notification's page there (in-app, without a reload), or opens a
 * new window on it.
 */
import { isInAppPath } from '../src/contracts/in-app-path';
import {
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  type PushPayload,
  pushPayloadSchema,
} from '../src/contracts/push';
import { SW_MESSAGES, type SwNavigateMessage } from '../src/contracts/service-worker';

declare const self: ServiceWorkerGlobalScope;

function readPayload(event: PushEvent): PushPayload | null {
  try {
    const parsed = pushPayloadSchema.safeParse(event.data?.json());
    if (parsed.success) return parsed.data;
    console.warn('[sw] push payload rejected', parsed.error.issues);
  } catch (error) {
    console.warn('[sw] push payload is not JSON', error);
  }
  return null;
}

function show(payload: PushPayload): Promise<void> {
  return self.registration.showNotification(payload.title, {
    body: payload.body,
    icon: payload.icon ?? NOTIFICATION_ICON,
    badge: payload.badge ?? NOTIFICATION_BADGE,
    ...(payload.tag ? { tag: payload.tag } : {}),
    data: { url: payload.url },
  });
}

/** Only same-origin paths: a notification never sends the player elsewhere. */
function targetOf(notification: Notification): string {
  const url: unknown = (notification.data as { url?: unknown } | null)?.url;
  return isInAppPath(url) ? url : '/';
}

async function focusOrOpen(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const sameOrigin = windows.filter(
    (client) => new URL(client.url).origin === self.location.origin,
  );
  const client = sameOrigin.find((c) => c.focused) ?? sameOrigin[0];
  if (!client) {
    await self.clients.openWindow(path);
    return;
  }
  const message: SwNavigateMessage = { type: SW_MESSAGES.navigate, url: path };
  client.postMessage(message);
  await client.focus().catch(() => {
    // Focus needs a user gesture in some browsers; the page has navigated all the same.
  });
}

export function listenForPush(): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event);
    // Browsers penalise a push that shows nothing, so even a bad payload shows the brand.
    event.waitUntil(show(payload ?? { title: 'KadiBet', body: '', url: '/' }));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(focusOrOpen(targetOf(event.notification)));
  });
}
