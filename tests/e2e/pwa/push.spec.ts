/**
 * Web push in the browser (spec part 1 §4.3, part 2 §8). A push delivered to the worker shows
 * its notification and a click on it opens its page in the app. Headless Chromium cannot
 * reach a push service, so the toggle's stories stand in for the browser's PushManager; the
 * server side (VAPID, encryption, dead subscriptions) is tested end to end in the unit suite.
 */
import type { Page } from '@playwright/test';
import { expect, openApp, test } from '../fixtures';
import { waitForWorker } from './worker';

test.describe('a push reaching the worker', () => {
  test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

  test('shows the notification, and its click opens the page in the app', async ({
    page,
    context,
  }) => {
    await openApp(page, '/');
    await waitForWorker(page);

    const cdp = await context.newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      registrations.push(...event.registrations);
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    const registration = registrations.find((r) => r.scopeURL.startsWith(origin));
    expect(registration).toBeDefined();

    const payload = {
      title: 'Your Kadi table is ready',
      body: 'Table 7 starts in one minute.',
      url: '/kadi',
      tag: 'kadi-table',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration?.registrationId ?? '',
      data: JSON.stringify(payload),
    });

    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        }));
      });
    await expect
      .poll(shown)
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: payload.url }]);

    // No headless way to click an OS notification: the worker gets the same event a click sends.
    const worker = context.serviceWorkers()[0];
    expect(worker).toBeDefined();
    await worker?.evaluate(async () => {
      // Runs inside the worker, whose globals the page's DOM typings do not describe.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification to click');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(/\/kadi$/);
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect.poll(shown).toEqual([]);
  });
});

/**
 * A stand-in PushManager: subscribing hands out a subscription on a real push service's host
 * (the server only accepts those), unsubscribing forgets it. `fail` makes subscribe() throw.
 */
async function stubPushManager(page: Page, options: { fail: boolean }) {
  await page.addInitScript(({ fail }) => {
    let current: PushSubscription | null = null;
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const random = (n: number) => base64url(crypto.getRandomValues(new Uint8Array(n)));
    /** A subscription like a browser's: a real P-256 public key, a 16-byte auth secret. */
    const make = async (): Promise<PushSubscription> => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const p256dh = base64url(
        new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)),
      );
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${random(12)}`;
      const json = { endpoint, expirationTime: null, keys: { p256dh, auth: random(16) } };
      return {
        endpoint,
        expirationTime: null,
        options: {} as PushSubscriptionOptions,
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
    };
    Object.assign(PushManager.prototype, {
      subscribe: async () => {
        if (fail) throw new DOMException('Registration failed - push service error', 'AbortError');
        current = await make();
        return current;
      },
      getSubscription: async () => current,
    });
  }, options);
}

test.describe('the push toggle', () => {
  test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

  test('enables and disables push notifications on this device', async ({ page }) => {
    await stubPushManager(page, { fail: false });
    await openApp(page, '/');
    await waitForWorker(page);
    const toggle = page.getByTestId('push-toggle');
    await expect(toggle.getByRole('switch')).not.toBeChecked();

    const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/push/subscribe'));
    await toggle.click();
    expect((await subscribed).status()).toBe(200);
    await expect(page.getByText('Notifications enabled successfully!')).toBeVisible();
    await expect(toggle.getByRole('switch')).toBeChecked();

    const unsubscribed = page.waitForResponse((r) => r.url().endsWith('/api/push/unsubscribe'));
    await toggle.click();
    expect((await unsubscribed).status()).toBe(200);
    await expect(page.getByText('Notifications disabled successfully!')).toBeVisible();
    await expect(toggle.getByRole('switch')).not.toBeChecked();
  });

  test('says so when the browser refuses to subscribe', async ({ page }) => {
    await stubPushManager(page, { fail: true });
    await openApp(page, '/');
    await waitForWorker(page);
    await page.getByTestId('push-toggle').click();
    await expect(
      page.getByText(
        'Failed to enable notifications. Please check your browser settings and try again.',
      ),
    ).toBeVisible();
    await expect(page.getByTestId('push-toggle').getByRole('switch')).not.toBeChecked();
  });
});

test.describe('when the browser blocks notifications', () => {
  test('the menu leads to the help page', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await openApp(page, '/');
    await page.getByRole('link', { name: 'Notifications are blocked' }).click();
    await expect(page).toHaveURL(/\/kadi\/fix-notifications$/);
  });
});
