// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { createTestContext, type TestContext } from '../../../support/app';
import { newPlayer, sessionClient } from '../modules/account/session-client';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let ctx: TestContext;
let app: FastifyInstance;
let base: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  ctx = await createTestContext('user-rooms');
  app = await ctx.app({ HOST: '127.0.0.1', PORT: '0' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await ctx?.close();
});

async function openConnected(cookie?: string, socketToken?: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    ...(cookie ? { extraHeaders: { cookie } } : {}),
    ...(socketToken ? { auth: { socketToken } } : {}),
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('per-player rooms', () => {
  it("reaches every tab of one player and nobody else's", async () => {
    const client = sessionClient(app, '10.8.0.1');
    await client.post('/api/auth/register', newPlayer('rooms'));
    const me = (await client.get('/api/account/get')).json() as { id: string };
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    const tabs = await Promise.all([openConnected(cookie), openConnected(cookie)]);
    const visitor = await openConnected();
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
    await client.post('/api/auth/register', newPlayer('token'));
    const me = (await client.get('/api/account/get')).json() as {
      id: string;
      socketToken: string;
    };
    const byToken = await openConnected(undefined, me.socketToken);
    const forged = await openConnected(undefined, 'A'.repeat(43));
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
