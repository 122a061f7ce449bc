// @vitest-environment node
/** Muting through the API: set and unset, the user's mutes map, and what is refused. */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutesResponseSchema } from '@/contracts/mutes';
import { userSchema } from '@/contracts/user';
import { sessionClient } from '../account/session-client';
import { registerPlayer } from '../tips/players';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('mutes');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());

describe('mutes', () => {
  it('mutes and unmutes a player, shown on the user and by mutes/get', async () => {
    const amina = await registerPlayer(app, 'mute');
    const baraka = await registerPlayer(app, 'mute');
    const empty = await amina.client.get('/api/user/mutes/get');
    expect(mutesResponseSchema.parse(empty.json())).toEqual({ mutes: {} });

    const set = await amina.client.post('/api/user/mutes/set', { userId: baraka.id, muted: true });
    expect(set.statusCode).toBe(200);
    const { mutes } = mutesResponseSchema.parse(set.json());
    expect(Object.keys(mutes)).toEqual([baraka.id]);
    expect(mutes[baraka.id]?.name).toBe(baraka.name);
    // Muting twice keeps one entry.
    await amina.client.post('/api/user/mutes/set', { userId: baraka.id, muted: true });
    const user = userSchema.parse((await amina.client.get('/api/account/get')).json());
    expect(Object.keys(user.mutes)).toEqual([baraka.id]);
    // Only the muter's map changes.
    const other = userSchema.parse((await baraka.client.get('/api/account/get')).json());
    expect(other.mutes).toEqual({});

    const unset = await amina.client.post('/api/user/mutes/set', {
      userId: baraka.id,
      muted: false,
    });
    expect(mutesResponseSchema.parse(unset.json())).toEqual({ mutes: {} });
    expect(
      mutesResponseSchema.parse((await amina.client.get('/api/user/mutes/get')).json()),
    ).toEqual({
      mutes: {},
    });
  });

  it('refuses muting yourself, an unknown player, a bad body and visitors', async () => {
    const amina = await registerPlayer(app, 'mute');
    const self = await amina.client.post('/api/user/mutes/set', { userId: amina.id, muted: true });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot mute yourself');
    const unknown = await amina.client.post('/api/user/mutes/set', {
      userId: 'no-such-player',
      muted: true,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await amina.client.post('/api/user/mutes/set', { userId: amina.id, muted: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await amina.client.get('/api/user/mutes/get')).json()).toEqual({ mutes: {} });

    const visitor = sessionClient(app, '10.79.0.1');
    expect((await visitor.get('/api/user/mutes/get')).statusCode).toBe(401);
    expect(
      (await visitor.post('/api/user/mutes/set', { userId: amina.id, muted: true })).statusCode,
    ).toBe(401);
  });
});
