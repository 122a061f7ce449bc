// @vitest-environment node
/** POST /api/ember/linkAccount: one Ember id per player, one player per Ember id. */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBER_ALREADY_LINKED } from '@/contracts/tracking';
import { sessionClient } from '../account/session-client';
import { signUp, storedRow } from '../tracking/signed-up';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('ember-link');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

describe('POST /api/ember/linkAccount', () => {
  it('links the player, and linking the same id again is a success', async () => {
    const player = await signUp(app, 'ember');
    const response = await player.client.post('/api/ember/linkAccount', { emberId: 'emb_123' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, detail: 'Account linked' });
    expect((await storedRow(ctx.database, player.id)).emberId).toBe('emb_123');
    const again = await player.client.post('/api/ember/linkAccount', { emberId: 'emb_123' });
    expect(again.json()).toEqual({ success: true, detail: 'Account already linked' });
  });

  it("refuses another player's Ember id with 409 'User already linked to another account'", async () => {
    const owner = await signUp(app, 'owner');
    const other = await signUp(app, 'other');
    await owner.client.post('/api/ember/linkAccount', { emberId: 'shared-1' });
    const response = await other.client.post('/api/ember/linkAccount', { emberId: 'shared-1' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 1006, message: EMBER_ALREADY_LINKED } });
    expect((await storedRow(ctx.database, other.id)).emberId).toBeNull();
  });

  it('keeps an existing link instead of replacing it', async () => {
    const player = await signUp(app, 'keep');
    await player.client.post('/api/ember/linkAccount', { emberId: 'first-id' });
    const response = await player.client.post('/api/ember/linkAccount', { emberId: 'second-id' });
    expect(response.statusCode).toBe(409);
    expect((await storedRow(ctx.database, player.id)).emberId).toBe('first-id');
  });

  it.each([{}, { emberId: '' }, { emberId: 'has space' }, { emberId: 'x'.repeat(65) }])(
    'refuses %j with 400, writing nothing',
    async (body) => {
      const player = await signUp(app, 'badember');
      const response = await player.client.post('/api/ember/linkAccount', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(1000);
      expect((await storedRow(ctx.database, player.id)).emberId).toBeNull();
    },
  );

  it('answers 401 to a visitor', async () => {
    const response = await sessionClient(app, '10.8.0.3').post('/api/ember/linkAccount', {
      emberId: 'abc',
    });
    expect(response.statusCode).toBe(401);
  });
});
