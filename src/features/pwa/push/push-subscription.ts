/**
 * Web push on this device (spec part 1 §4.3): enabled when notification permission is granted
 * and this browser holds a subscription the server knows; enabling asks for permission, then
 * subscribes and registers the subscription with the server (false when unsupported or
 * refused); disabling unsubscribes on both sides. Failures are logged and return false (§8).
 */
import { deleteSubscription, fetchPushKey, saveSubscription } from './queries';

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function isPushEnabled(): Promise<boolean> {
  if (!isPushSupported() || Notification.permission !== 'granted') return false;
  return (await currentSubscription()) !== null;
}

/** The VAPID key as the bytes `applicationServerKey` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function enablePush(): Promise<boolean> {
  if (!isPushSupported()) return false;
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return false;
    const registration = await navigator.serviceWorker.ready;
    const publicKey = await fetchPushKey();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    const json = subscription.toJSON();
    await saveSubscription({
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    });
    return true;
  } catch (error) {
    console.error('[push] enabling failed', error);
    return false;
  }
}

export async function disablePush(): Promise<boolean> {
  if (!isPushSupported()) return false;
  try {
    const subscription = await currentSubscription();
    if (!subscription) return true;
    await deleteSubscription(subscription.endpoint);
    await subscription.unsubscribe();
    return true;
  } catch (error) {
    console.error('[push] disabling failed', error);
    return false;
  }
}
