// @vitest-environment node
/**
 * A break or self-exclusion for a player without a password: it must never be out of their
 * reach, so a recent sign-in confirms it; past the window they are told to sign in again, and
 * can once they have.
 */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { passwordlessPlayer, signInAgain, windowOver } from '../identity/passwordless-player';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('rg-passwordless');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

const exclusionOf = async (client: { get(url: string): Promise<{ json(): unknown }> }) =>
  ((await client.get('/api/responsible-gambling')).json() as { exclusion: unknown }).exclusion;

describe('without a password', () => {
  it('takes a break on a recent sign-in', async () => {
    const player = await passwordlessPlayer(app, 'rgbreak');
    const taken = await player.client.post('/api/responsible-gambling/break', {
      period: '24h',
      confirm: true,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().exclusion.kind).toBe('break');
  });

  it('self-excludes: "sign in again" after the window, done after signing in again', async () => {
    const player = await passwordlessPlayer(app, 'rgself');
    await windowOver(app, player.id);
    const body = { period: '6m', confirm: true };
    const refused = await player.client.post('/api/responsible-gambling/self-exclusion', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: API_ERROR_CODES.reauthRequired,
      message: expect.stringMatching(/sign in again/),
    });
    expect(await exclusionOf(player.client)).toBeNull();

    await signInAgain(app, player);
    const done = await player.client.post('/api/responsible-gambling/self-exclusion', body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().exclusion.kind).toBe('selfExclusion');
  });

  it('still needs the tick', async () => {
    const player = await passwordlessPlayer(app, 'rgtick');
    const unticked = await player.client.post('/api/responsible-gambling/break', {
      period: '24h',
    });
    expect(unticked.json().error.code).toBe(API_ERROR_CODES.validation);
    expect(await exclusionOf(player.client)).toBeNull();
  });
});
