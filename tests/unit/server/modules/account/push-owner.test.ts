// @vitest-environment node
/** Sign-in ties the browser's push subscriptions to the player; sign-out unties them. */

import { pushSubscriptions } from '@server/db/schema';
import { createTestContext, type TestContext } from '@tests/support/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSubscription } from '../push/fixtures';
import { newPlayer, sessionClient, signUpThroughApi } from './session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('account-push-owner');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

async function ownerOf(endpoint: string) {
  const [row] = await ctx.database.db
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row?.userId;
}

describe('push subscriptions follow the signed-in player', () => {
  it('are assigned at sign-up and sign-in, and released at sign-out', async () => {
    const browser = sessionClient(app, '10.9.0.1');
    const device = browserSubscription('https://fcm.googleapis.com/fcm/send/owner-1');
    expect(
      (await browser.post('/api/push/subscribe', { subscription: device.json })).statusCode,
    ).toBe(200);
    expect(await ownerOf(device.json.endpoint)).toBeNull();

    const body = newPlayer();
    await signUpThroughApi(app, browser, body);
    const me = (await browser.get('/api/account/get')).json();
    expect(await ownerOf(device.json.endpoint)).toBe(me.id);

    await browser.get('/api/auth/logout');
    expect(await ownerOf(device.json.endpoint)).toBeNull();

    await browser.post('/api/auth/login', { identifier: body.username, password: body.password });
    expect(await ownerOf(device.json.endpoint)).toBe(me.id);
  });
});
