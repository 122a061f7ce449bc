// @vitest-environment node
/** GET /api/push/key, POST /api/push/subscribe and /api/push/unsubscribe. */
import { createECDH, randomBytes } from 'node:crypto';
import { pushSubscriptions } from '@server/db/schema';
import {
  CSRF_COOKIES,
  CSRF_HEADERS,
  createTestContext,
  type TestContext,
} from '@tests/support/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@/contracts/api-error';
import { pushKeyResponseSchema } from '@/contracts/push';
import { browserSubscription, newVisitorId, postJson, subscribe } from './fixtures';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('push-routes');
  app = await ctx.app();
});
afterAll(() => ctx?.close());
beforeEach(async () => {
  await ctx.database.db.delete(pushSubscriptions);
});

const FCM = 'https://fcm.googleapis.com/fcm/send/';

function stored() {
  return ctx.database.db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id);
}

describe('GET /api/push/key', () => {
  it('answers the VAPID public key, the same every time and never cached', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/push/key' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { publicKey } = pushKeyResponseSchema.parse(first.json());
    const raw = Buffer.from(publicKey, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(0x04);
    const again = await app.inject({ method: 'GET', url: '/api/push/key' });
    expect(again.json()).toEqual({ publicKey });
  });
});

describe('POST /api/push/subscribe', () => {
  it('stores the subscription for the visitor, issuing the vid cookie when absent', async () => {
    const browser = browserSubscription(`${FCM}device-1`);
    const response = await subscribe(app, browser.json, {
      headers: { 'user-agent': 'Mozilla/5.0 (Android) Chrome/140' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
    const vid = response.cookies.find((cookie) => cookie.name === 'vid')?.value;
    expect(vid).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await stored()).toEqual([
      expect.objectContaining({
        endpoint: browser.json.endpoint,
        p256dh: browser.json.keys.p256dh,
        auth: browser.json.keys.auth,
        expiresAt: null,
        visitorId: vid,
        userId: null,
        userAgent: 'Mozilla/5.0 (Android) Chrome/140',
      }),
    ]);
  });

  it('keeps several devices per visitor and updates a known endpoint in place', async () => {
    const vid = newVisitorId();
    const phone = browserSubscription(`${FCM}phone`);
    const laptop = browserSubscription('https://updates.push.services.mozilla.com/wpush/v2/abc');
    expect((await subscribe(app, phone.json, { vid })).statusCode).toBe(200);
    expect((await subscribe(app, laptop.json, { vid })).statusCode).toBe(200);

    // The browser renewed its keys on the same endpoint, and says when it expires.
    const renewed = browserSubscription(`${FCM}phone`);
    const expirationTime = Date.now() + 86_400_000;
    const again = await subscribe(app, { ...renewed.json, expirationTime }, { vid });
    expect(again.statusCode).toBe(200);

    const rows = await stored();
    expect(rows.map((row) => row.endpoint)).toEqual([phone.json.endpoint, laptop.json.endpoint]);
    expect(rows[0]).toMatchObject({
      p256dh: renewed.json.keys.p256dh,
      auth: renewed.json.keys.auth,
      expiresAt: new Date(expirationTime),
      visitorId: vid,
    });
    expect(rows.every((row) => row.visitorId === vid)).toBe(true);
  });

  it('moves an endpoint to the visitor who subscribes it last', async () => {
    const browser = browserSubscription(`${FCM}shared`);
    const first = newVisitorId();
    const second = newVisitorId();
    await subscribe(app, browser.json, { vid: first });
    await subscribe(app, browser.json, { vid: second });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.visitorId).toBe(second);
  });

  it('accepts padded base64url keys and stores them unpadded', async () => {
    const browser = browserSubscription(`${FCM}padded`);
    const { p256dh, auth } = browser.json.keys;
    const response = await subscribe(app, {
      ...browser.json,
      keys: { p256dh: `${p256dh}=`, auth: `${auth}==` },
    });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ p256dh, auth })]);
  });

  const valid = browserSubscription(`${FCM}valid`).json;
  const offCurve = Buffer.from(createECDH('prime256v1').generateKeys());
  offCurve[64] = (offCurve[64] ?? 0) ^ 1;

  it.each([
    ['no subscription', {}, 'body.subscription'],
    ['no keys', { subscription: { endpoint: valid.endpoint } }, 'body.subscription.keys'],
    [
      'no auth secret',
      { subscription: { ...valid, keys: { p256dh: valid.keys.p256dh } } },
      'body.subscription.keys.auth',
    ],
    [
      'a key that is not base64url',
      { subscription: { ...valid, keys: { ...valid.keys, auth: 'not base64!' } } },
      'body.subscription.keys.auth',
    ],
    [
      'a p256dh that is not a P-256 point',
      {
        subscription: { ...valid, keys: { ...valid.keys, p256dh: offCurve.toString('base64url') } },
      },
      'body.subscription.keys.p256dh',
    ],
    [
      'a short auth secret',
      {
        subscription: {
          ...valid,
          keys: { ...valid.keys, auth: randomBytes(8).toString('base64url') },
        },
      },
      'body.subscription.keys.auth',
    ],
    [
      'an endpoint that is not a URL',
      { subscription: { ...valid, endpoint: 'not a url' } },
      'body.subscription.endpoint',
    ],
    [
      'an oversize endpoint',
      { subscription: { ...valid, endpoint: `${FCM}${'a'.repeat(1000)}` } },
      'body.subscription.endpoint',
    ],
    [
      'an impossible expiration time',
      { subscription: { ...valid, expirationTime: 1e300 } },
      'body.subscription.expirationTime',
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, body, path) => {
    const response = await postJson(app, '/api/push/subscribe', body);
    expect(response.statusCode).toBe(400);
    const { error } = apiErrorBodySchema.parse(response.json());
    expect(error.code).toBe(1000);
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['a host that is no push service', 'https://evil.example/push/1', /not on a push service/],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data', /not on a push/],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/1', /not on a push/],
    [
      'a host that only ends like one',
      'https://evilfcm.googleapis.com/fcm/send/1',
      /not on a push/,
    ],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/1', /not on a/],
    [
      'plain http to a push service',
      'http://fcm.googleapis.com/fcm/send/1',
      /must be an https URL/,
    ],
    ['plain http to a local address', 'http://127.0.0.1:8080/push/abc', /must be an https URL/],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/fcm/send/1', /user name/],
  ])('refuses %s (SSRF guard) and stores nothing', async (_case, endpoint, message) => {
    const response = await subscribe(app, { ...valid, endpoint });
    expect(response.statusCode).toBe(400);
    const { error } = apiErrorBodySchema.parse(response.json());
    expect(error).toMatchObject({ code: 1000, message: 'This push service is not supported' });
    expect(error.issues).toEqual([
      { path: 'body.subscription.endpoint', message: expect.stringMatching(message) },
    ]);
    expect(await stored()).toEqual([]);
  });

  it('accepts the subdomains of a listed push service', async () => {
    const endpoint = 'https://wns2-par02p.notify.windows.com/w/?token=abc';
    expect((await subscribe(app, { ...valid, endpoint })).statusCode).toBe(200);
    expect(
      (await subscribe(app, { ...valid, endpoint: 'https://web.push.apple.com/Q1' })).statusCode,
    ).toBe(200);
    expect(await stored()).toHaveLength(2);
  });

  it('refuses a body over 8 KB, and text that is not parsed as JSON', async () => {
    const huge = await subscribe(app, { ...valid, padding: 'x'.repeat(9000) });
    expect(huge.statusCode).toBe(413);
    const text = await app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      cookies: CSRF_COOKIES,
      headers: { ...CSRF_HEADERS, 'content-type': 'text/plain' },
      payload: JSON.stringify({ subscription: valid }),
    });
    // Fastify reads text/plain (a cross-site "simple" request) as a string, never an object.
    expect(text.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('rate limits each client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await subscribe(app, browserSubscription(`${FCM}burst-${i}`).json, {
        ip: '192.0.2.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(await stored()).toHaveLength(20);
  });
});

describe('POST /api/push/unsubscribe', () => {
  it("deletes the visitor's own endpoint and leaves other visitors' alone", async () => {
    const owner = newVisitorId();
    const mine = browserSubscription(`${FCM}mine`);
    const theirs = browserSubscription(`${FCM}theirs`);
    await subscribe(app, mine.json, { vid: owner });
    await subscribe(app, theirs.json, { vid: newVisitorId() });

    const unsubscribe = (endpoint: string) =>
      postJson(app, '/api/push/unsubscribe', { endpoint }, { vid: owner });

    const other = await unsubscribe(theirs.json.endpoint);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ ok: true });
    expect((await stored()).map((row) => row.endpoint)).toEqual([
      mine.json.endpoint,
      theirs.json.endpoint,
    ]);

    expect((await unsubscribe(mine.json.endpoint)).json()).toEqual({ ok: true });
    expect((await stored()).map((row) => row.endpoint)).toEqual([theirs.json.endpoint]);

    // Unknown endpoints are fine: the browser may unsubscribe twice.
    expect((await unsubscribe(`${FCM}never-seen`)).statusCode).toBe(200);
  });

  it('deletes through the signed-in user too', async () => {
    const browser = browserSubscription(`${FCM}user-device`);
    const vid = newVisitorId();
    await subscribe(app, browser.json, { vid });
    expect(await app.push.assignUser(vid, 'user-1')).toBe(1);
    expect(
      (
        await ctx.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, 'user-1'))
      ).length,
    ).toBe(1);
    expect(
      await app.push.unsubscribe(browser.json.endpoint, {
        visitorId: newVisitorId(),
        userId: 'user-2',
      }),
    ).toBe(false);
    expect(
      await app.push.unsubscribe(browser.json.endpoint, {
        visitorId: newVisitorId(),
        userId: 'user-1',
      }),
    ).toBe(true);
    expect(await stored()).toEqual([]);
  });

  it('refuses a body without a URL endpoint', async () => {
    const response = await postJson(app, '/api/push/unsubscribe', { endpoint: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(response.json()).error.issues?.[0]?.path).toBe('body.endpoint');
  });
});
