import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  disablePush,
  enablePush,
  isPushEnabled,
  isPushSupported,
} from '@/features/pwa/push/push-subscription';
import { deleteSubscription, fetchPushKey, saveSubscription } from '@/features/pwa/push/queries';

vi.mock('@/features/pwa/push/queries', () => ({
  fetchPushKey: vi.fn(),
  saveSubscription: vi.fn(),
  deleteSubscription: vi.fn(),
}));

/** An uncompressed P-256 point, like a real VAPID key: 65 bytes (not a multiple of 3). */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 151 + 250) % 256));
KEY_BYTES.set([0xfb, 0xff, 0xbf], 1); // bytes whose base64 needs '+' and '/'
const PUBLIC_KEY = Buffer.from(KEY_BYTES).toString('base64url');

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
const KEYS = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' };

function fakeSubscription() {
  return {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { ...KEYS } }),
    unsubscribe: vi.fn(async () => true),
  };
}
type FakeSubscription = ReturnType<typeof fakeSubscription>;

let permission: NotificationPermission;
let requestPermission: ReturnType<typeof vi.fn<() => Promise<NotificationPermission>>>;
let current: FakeSubscription | null;
let pushManager: {
  subscribe: ReturnType<typeof vi.fn<(options: PushSubscriptionOptionsInit) => unknown>>;
  getSubscription: ReturnType<typeof vi.fn<() => Promise<FakeSubscription | null>>>;
};
let registration: { pushManager: typeof pushManager } | undefined;

function installPushSupport() {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      get ready() {
        return Promise.resolve(registration);
      },
      getRegistration: vi.fn(async () => registration),
    },
  });
}

beforeEach(() => {
  permission = 'default';
  current = null;
  requestPermission = vi.fn(async () => {
    permission = 'granted';
    return permission;
  });
  pushManager = {
    subscribe: vi.fn(async () => {
      current = fakeSubscription();
      return current;
    }),
    getSubscription: vi.fn(async () => current),
  };
  registration = { pushManager };
  vi.mocked(fetchPushKey).mockReset().mockResolvedValue(PUBLIC_KEY);
  vi.mocked(saveSubscription).mockReset().mockResolvedValue({ ok: true });
  vi.mocked(deleteSubscription).mockReset().mockResolvedValue({ ok: true });
  installPushSupport();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('isPushSupported', () => {
  it('needs a service worker, PushManager and Notification', () => {
    expect(isPushSupported()).toBe(true);
    vi.unstubAllGlobals();
    expect(isPushSupported()).toBe(false);
  });

  it('is false without a service worker', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(isPushSupported()).toBe(false);
  });
});

describe('enablePush', () => {
  it('is false where push is unsupported, without asking for permission', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    expect(await enablePush()).toBe(false);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it.each<NotificationPermission>(['denied', 'default'])(
    'is false when permission is %s, without subscribing',
    async (answer) => {
      requestPermission.mockResolvedValueOnce(answer);
      expect(await enablePush()).toBe(false);
      expect(pushManager.subscribe).not.toHaveBeenCalled();
      expect(saveSubscription).not.toHaveBeenCalled();
    },
  );

  it("subscribes with the server's key and registers the subscription", async () => {
    expect(PUBLIC_KEY).toMatch(/[-_]/);
    expect(PUBLIC_KEY).not.toContain('=');

    expect(await enablePush()).toBe(true);

    expect(requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    const options = pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect(Array.from(options?.applicationServerKey as Uint8Array)).toEqual(Array.from(KEY_BYTES));

    expect(saveSubscription).toHaveBeenCalledOnce();
    expect(saveSubscription).toHaveBeenCalledWith({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: KEYS,
    });
    expect(await isPushEnabled()).toBe(true);
  });

  it.each([
    ['subscribe throws', () => pushManager.subscribe.mockRejectedValueOnce(new Error('no push'))],
    [
      'the key cannot be fetched',
      () => vi.mocked(fetchPushKey).mockRejectedValueOnce(new Error('offline')),
    ],
    [
      'the server refuses the subscription',
      () => vi.mocked(saveSubscription).mockRejectedValueOnce(new Error('400')),
    ],
  ])('is false and logs when %s', async (_case, fail) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fail();
    expect(await enablePush()).toBe(false);
    expect(error).toHaveBeenCalledWith('[push] enabling failed', expect.any(Error));
  });
});

describe('disablePush', () => {
  it('deletes the subscription on the server, then unsubscribes the browser', async () => {
    permission = 'granted';
    const subscription = fakeSubscription();
    current = subscription;

    expect(await disablePush()).toBe(true);

    expect(deleteSubscription).toHaveBeenCalledWith(ENDPOINT);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    const deletedAt = vi.mocked(deleteSubscription).mock.invocationCallOrder[0] ?? Infinity;
    const unsubscribedAt = subscription.unsubscribe.mock.invocationCallOrder[0] ?? -Infinity;
    expect(deletedAt).toBeLessThan(unsubscribedAt);
  });

  it('is true when there is no subscription', async () => {
    expect(await disablePush()).toBe(true);
    expect(deleteSubscription).not.toHaveBeenCalled();
  });

  it('is true when no worker is registered', async () => {
    registration = undefined;
    expect(await disablePush()).toBe(true);
    expect(deleteSubscription).not.toHaveBeenCalled();
  });

  it('keeps the browser subscription and reports false when the server call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const subscription = fakeSubscription();
    current = subscription;
    vi.mocked(deleteSubscription).mockRejectedValueOnce(new Error('offline'));
    expect(await disablePush()).toBe(false);
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[push] disabling failed', expect.any(Error));
  });

  it('is false where push is unsupported', async () => {
    vi.unstubAllGlobals();
    current = fakeSubscription();
    expect(await disablePush()).toBe(false);
    expect(deleteSubscription).not.toHaveBeenCalled();
  });
});

describe('isPushEnabled', () => {
  it('is true with permission granted and a subscription', async () => {
    permission = 'granted';
    current = fakeSubscription();
    expect(await isPushEnabled()).toBe(true);
  });

  it('is false with permission granted but no subscription', async () => {
    permission = 'granted';
    expect(await isPushEnabled()).toBe(false);
  });

  it('is false with a subscription but no permission', async () => {
    current = fakeSubscription();
    permission = 'denied';
    expect(await isPushEnabled()).toBe(false);
    permission = 'default';
    expect(await isPushEnabled()).toBe(false);
  });

  it('is false when no worker is registered', async () => {
    permission = 'granted';
    registration = undefined;
    expect(await isPushEnabled()).toBe(false);
  });

  it('is false where push is unsupported', async () => {
    permission = 'granted';
    current = fakeSubscription();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(await isPushEnabled()).toBe(false);
  });
});
