// @vitest-environment node

import { runOperatorCli } from '@server/cli/operator';
import { createTestContext, TEST_OPERATOR_TOKEN, type TestContext } from '@tests/support/app';
import { type ClientSocket, connected, listenLocally, openSocket } from '@tests/support/sockets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let ctx: TestContext;
let app: FastifyInstance;
let base: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  ctx = await createTestContext('realtime');
  app = await ctx.app({ HOST: '127.0.0.1', PORT: '0' });
  base = await listenLocally(app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await ctx?.close();
});

const open = (options: Parameters<typeof openSocket>[2] = {}) => openSocket(base, sockets, options);

function nextSettingsUpdate(socket: ClientSocket): Promise<unknown[]> {
  return new Promise((resolve) =>
    socket.once('settingsUpdated', (...args: unknown[]) => resolve(args)),
  );
}

describe('realtime', () => {
  it('pushes settingsUpdated, without payload, to every client after an operator change', async () => {
    const first = open();
    const second = open();
    await Promise.all([connected(first), connected(second)]);
    const updates = Promise.all([nextSettingsUpdate(first), nextSettingsUpdate(second)]);

    const response = await fetch(`${base}/api/operator/settings`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${TEST_OPERATOR_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ flags: { seasonalMode: true } }),
    });
    expect(response.status).toBe(200);
    expect(await updates).toEqual([[], []]);
  });

  it('lets the operator CLI publish a banner on the running server', async () => {
    const socket = open();
    await connected(socket);
    const update = nextSettingsUpdate(socket);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const env = { OPERATOR_TOKEN: TEST_OPERATOR_TOKEN, DATA_DIR: ctx.dataDir };
    const code = await runOperatorCli(
      ['banner', 'set', '--message', 'Welcome to KadiBet', '--server', base],
      env,
    );
    expect(code).toBe(0);
    await update;
    expect(JSON.parse(String(log.mock.calls[0]?.[0])).banner.message).toBe('Welcome to KadiBet');
    const settings = await (await fetch(`${base}/api/settings/get`)).json();
    expect(settings.settings.banner.message).toBe('Welcome to KadiBet');
  });

  it('refuses the polling transport', async () => {
    const response = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(400);
  });

  it('accepts browsers on its own origin and refuses those on another', async () => {
    await connected(open({ extraHeaders: { origin: base } }));
    const evil = open({ extraHeaders: { origin: 'https://evil.example' } });
    await expect(connected(evil)).rejects.toThrow();
  });
});
