// @vitest-environment node

import { createTestContext, type TestContext } from '@tests/support/app';
import { type ClientSocket, listenLocally, openConnected } from '@tests/support/sockets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, sessionClient, signUpThroughApi } from '../modules/account/session-client';

let ctx: TestContext;
let app: FastifyInstance;
let base: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  ctx = await createTestContext('user-rooms');
  app = await ctx.app({ HOST: '127.0.0.1', PORT: '0' });
  base = await listenLocally(app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await ctx?.close();
});

function openAs(cookie?: string, socketToken?: string): Promise<ClientSocket> {
  return openConnected(base, sockets, {
    ...(cookie ? { extraHeaders: { cookie } } : {}),
    ...(socketToken ? { auth: { socketToken } } : {}),
  });
}

describe('per-player rooms', () => {
  it("reaches every tab of one player and nobody else's", async () => {
    const client = sessionClient(app, '10.8.0.1');
    await signUpThroughApi(app, client, newPlayer('rooms'));
    const me = (await client.get('/api/account/get')).json() as { id: string };
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    const tabs = await Promise.all([openAs(cookie), openAs(cookie)]);
    const visitor = await openAs();
    let visitorGot = 0;
    visitor.on('kyc_change', () => {
      visitorGot += 1;
    });
    const received = Promise.all(
      tabs.map((tab) => new Promise<void>((resolve) => tab.once('kyc_change', () => resolve()))),
    );
    app.realtime.toUser(me.id, 'kyc_change');
    await received;
    // A broadcast after it proves the visitor's socket was listening all along.
    const visitorBroadcast = new Promise<void>((resolve) =>
      visitor.once('refreshRequired', resolve),
    );
    app.realtime.broadcast('refreshRequired');
    await visitorBroadcast;
    expect(visitorGot).toBe(0);
  });

  it('also admits a client that presents the socketToken instead of the cookie', async () => {
    const client = sessionClient(app, '10.8.0.2');
    await signUpThroughApi(app, client, newPlayer('token'));
    const me = (await client.get('/api/account/get')).json() as {
      id: string;
      socketToken: string;
    };
    const byToken = await openAs(undefined, me.socketToken);
    const forged = await openAs(undefined, 'A'.repeat(43));
    let forgedGot = 0;
    forged.on('kyc_change', () => {
      forgedGot += 1;
    });
    const received = new Promise<void>((resolve) => byToken.once('kyc_change', () => resolve()));
    app.realtime.toUser(me.id, 'kyc_change');
    await received;
    const forgedBroadcast = new Promise<void>((resolve) => forged.once('refreshRequired', resolve));
    app.realtime.broadcast('refreshRequired');
    await forgedBroadcast;
    expect(forgedGot).toBe(0);
  });
});
