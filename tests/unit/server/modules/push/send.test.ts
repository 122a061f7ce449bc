// @vitest-environment node
/**
 * Web Push end to end in Node: a browser's subscription with real keys is stored through the
 * API, the operator broadcast encrypts and signs a message for it, and a local push service
 * receives it, decrypts it as the browser would, and checks the VAPID token like a push
 * service would.
 */
import { createPublicKey, verify } from 'node:crypto';
import { pushSubscriptions } from '@server/db/schema';
import { mapConcurrent } from '@server/modules/push/sender';
import { createPushService } from '@server/modules/push/service';
import { createTestContext, TEST_OPERATOR_TOKEN, type TestContext } from '@tests/support/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '@/contracts/api-error';
import { type PushPayload, pushKeyResponseSchema, pushPayloadSchema } from '@/contracts/push';
import {
  type BrowserSubscription,
  browserSubscription,
  newVisitorId,
  type PushReceiver,
  postJson,
  startPushReceiver,
  subscribe,
} from './fixtures';

const SUBJECT = 'mailto:ops@kadibet.test';
const auth = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

let ctx: TestContext;
let app: FastifyInstance;
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
  ctx = await createTestContext('push-send');
  app = await ctx.app({
    PUSH_SUBJECT: SUBJECT,
    PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, http://127.0.0.1:*',
  });
});
afterAll(async () => {
  await ctx?.close();
  await receiver?.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(pushSubscriptions);
  receiver.received.length = 0;
});

async function subscribed(path: string, vid = newVisitorId()): Promise<BrowserSubscription> {
  const browser = browserSubscription(`${receiver.origin}${path}`);
  const response = await subscribe(app, browser.json, { vid });
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

function broadcast(payload: unknown) {
  return postJson(app, '/api/operator/push', payload, { headers: auth });
}

async function storedEndpoints(): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .orderBy(pushSubscriptions.id);
  return rows.map((row) => row.endpoint);
}

const jwtHeaderSchema = z.object({ typ: z.literal('JWT'), alg: z.literal('ES256') });
const jwtClaimsSchema = z.object({ aud: z.string(), sub: z.string(), exp: z.number() });

function json(base64url: string): unknown {
  return JSON.parse(Buffer.from(base64url, 'base64url').toString('utf8'));
}

/** Checks `vapid t=<JWT>, k=<key>` as a push service does (RFC 8292); returns the claims. */
function verifyVapid(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, header = '', claims = '', signature = '', key = ''] = match;
  expect(key).toBe(publicKey);
  jwtHeaderSchema.parse(json(header));
  const raw = Buffer.from(key, 'base64url');
  const verifier = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed, 'ES256 signature').toBe(true);
  return jwtClaimsSchema.parse(json(claims));
}

describe('operator push broadcast', () => {
  it('delivers an encrypted, VAPID-signed message the browser can decrypt', async () => {
    const { publicKey } = pushKeyResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/push/key' })).json(),
    );
    const browser = await subscribed('/push/abc');
    const payload: PushPayload = {
      title: 'Jackpot tonight',
      body: 'Spin from 20:00 — prizes in KES 🎰',
      url: '/casino',
      tag: 'jackpot',
    };

    const before = Math.floor(Date.now() / 1000);
    const response = await broadcast(payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: 1, removed: 0, failed: 0 });

    expect(receiver.received).toHaveLength(1);
    const [push] = receiver.received;
    if (!push) throw new Error('nothing received');
    expect(push.method).toBe('POST');
    expect(push.path).toBe('/push/abc');
    expect(push.headers).toMatchObject({
      ttl: '86400',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      urgency: 'normal',
    });
    expect(push.headers['content-length']).toBe(String(push.body.length));

    const decrypted: unknown = JSON.parse(browser.decrypt(push.body));
    expect(decrypted).toEqual(payload);
    // What the service worker will do with it.
    expect(pushPayloadSchema.parse(decrypted)).toEqual(payload);

    const claims = verifyVapid(push.headers.authorization, publicKey);
    expect(claims.aud).toBe(receiver.origin);
    expect(claims.sub).toBe(SUBJECT);
    expect(claims.exp).toBeGreaterThan(before);
    expect(claims.exp).toBeLessThanOrEqual(before + 24 * 60 * 60 + 5);
  });

  it('reaches every device and only the targeted visitor with send({ kind: visitor })', async () => {
    const vid = newVisitorId();
    const phone = await subscribed('/push/phone', vid);
    const laptop = await subscribed('/push/laptop', vid);
    await subscribed('/push/someone-else');

    const payload = { title: 'Bonus', body: 'For you', url: '/rewards' };
    const result = await app.push.send({ kind: 'visitor', visitorId: vid }, payload, {
      ttlSeconds: 60,
      urgency: 'high',
    });
    expect(result).toEqual({ sent: 2, removed: 0, failed: 0 });
    const paths = receiver.received.map((push) => push.path).sort();
    expect(paths).toEqual(['/push/laptop', '/push/phone']);
    for (const push of receiver.received) {
      expect(push.headers).toMatchObject({ ttl: '60', urgency: 'high' });
      const browser = push.path === '/push/phone' ? phone : laptop;
      expect(JSON.parse(browser.decrypt(push.body))).toEqual(payload);
    }

    receiver.received.length = 0;
    expect(await app.push.sendToUser('nobody-yet', payload)).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
    await app.push.assignUser(vid, 'user-7');
    expect(await app.push.sendToUser('user-7', payload)).toMatchObject({ sent: 2 });
  });

  it.each([404, 410])('deletes a subscription whose push service answers %i', async (status) => {
    await subscribed('/push/alive');
    const gone = await subscribed(`/push/gone-${status}`);
    receiver.respond(`/push/gone-${status}`, status);

    const response = await broadcast({ title: 'Hi', body: '', url: '/' });
    expect(response.json()).toEqual({ sent: 1, removed: 1, failed: 0 });
    expect(await storedEndpoints()).toEqual([`${receiver.origin}/push/alive`]);
    expect(await storedEndpoints()).not.toContain(gone.json.endpoint);
  });

  it('keeps a subscription whose push service fails, and counts it', async () => {
    await subscribed('/push/broken');
    receiver.respond('/push/broken', 500);
    const response = await broadcast({ title: 'Hi', body: '', url: '/' });
    expect(response.json()).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(await storedEndpoints()).toEqual([`${receiver.origin}/push/broken`]);
  });

  it('drops expired subscriptions without sending to them', async () => {
    const browser = browserSubscription(`${receiver.origin}/push/expired`);
    await subscribe(app, { ...browser.json, expirationTime: Date.now() - 1000 });
    const response = await broadcast({ title: 'Hi', body: '', url: '/' });
    expect(response.json()).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(receiver.received).toEqual([]);
    expect(await storedEndpoints()).toEqual([]);
  });

  it('gives up on a push service that does not answer in time', async () => {
    await subscribed('/push/slow');
    receiver.respond('/push/slow', 'hang');
    const push = createPushService({
      db: ctx.database.db,
      subject: SUBJECT,
      serviceHosts: app.config.push.serviceHosts,
      log: app.log,
      timeoutMs: 200,
    });
    const started = Date.now();
    const result = await push.send({ kind: 'all' }, { title: 'Hi', body: '', url: '/' });
    expect(result).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await storedEndpoints()).toHaveLength(1);
  });

  it('never sends to an endpoint the allowlist no longer covers', async () => {
    await subscribed('/push/was-allowed');
    const push = createPushService({
      db: ctx.database.db,
      subject: SUBJECT,
      serviceHosts: ctx.config().push.serviceHosts, // the defaults: no local addresses
      log: app.log,
    });
    const result = await push.send({ kind: 'all' }, { title: 'Hi', body: '', url: '/' });
    expect(result).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(receiver.received).toEqual([]);
  });

  it('refuses a bad or oversize notification with 400 and sends nothing', async () => {
    await subscribed('/push/quiet');
    const threeBytes = '€';
    for (const payload of [
      {},
      { title: 'Hi', body: '', url: 'https://evil.example/' },
      { title: 'Hi', body: '', url: '//evil.example/' },
      { title: '', body: '', url: '/' },
      { title: 'Hi', body: '', url: '/', colour: 'red' },
      {
        title: threeBytes.repeat(120),
        body: threeBytes.repeat(500),
        url: `/${threeBytes.repeat(499)}`,
        icon: `/${threeBytes.repeat(499)}`,
        badge: `/${threeBytes.repeat(499)}`,
      },
    ]) {
      const response = await broadcast(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(apiErrorBodySchema.parse(response.json()).error.code).toBe(1000);
    }
    const tooBig = await broadcast({
      title: 'Hi',
      body: threeBytes.repeat(500),
      url: `/${threeBytes.repeat(499)}`,
      icon: `/${threeBytes.repeat(499)}`,
      badge: `/${threeBytes.repeat(499)}`,
    });
    expect(apiErrorBodySchema.parse(tooBig.json()).error.issues?.[0]?.message).toMatch(/too large/);
    expect(receiver.received).toEqual([]);
  });

  it('refuses the broadcast without the operator token', async () => {
    await subscribed('/push/private');
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong' },
    ];
    for (const headers of attempts) {
      const response = await postJson(
        app,
        '/api/operator/push',
        { title: 'Free money', body: '', url: '/' },
        { headers },
      );
      expect(response.statusCode).toBe(401);
      expect(apiErrorBodySchema.parse(response.json()).error.code).toBe(1001);
    }
    expect(receiver.received).toEqual([]);
    const rows = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${receiver.origin}/push/private`));
    expect(rows).toHaveLength(1);
  });
});

describe('mapConcurrent', () => {
  it('keeps at most `limit` tasks running and the results in order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapConcurrent([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (8 - n)));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(peak).toBe(3);
    expect(await mapConcurrent([], 3, async () => 1)).toEqual([]);
  });
});
