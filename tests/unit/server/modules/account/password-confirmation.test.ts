// @vitest-environment node
/**
 * Every route that checks the signed-in player's current password (password change, email
 * change, closing the account, a break or self-exclusion, two-factor changes) shares one count
 * per account: past five wrong passwords, the account's confirmations are locked with growing
 * locks, whichever route the guesses came through. Only a session's holder can reach these,
 * so the lock is no button for strangers.
 */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { registerPlayer, type TestPlayer } from './session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('password-confirmation');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

const NEW_PASSWORD = 'a brand new passphrase 7';

function changePassword(player: TestPlayer, currentPassword: string) {
  return player.client.post('/api/account/password', {
    currentPassword,
    newPassword: NEW_PASSWORD,
  });
}

describe('the current-password check', () => {
  it('counts wrong passwords of every route against the account and then locks', async () => {
    const player = await registerPlayer(app, 'confirm');
    const wrong = 'not my password';
    const attempts = [
      () => changePassword(player, wrong),
      () => changePassword(player, wrong),
      () =>
        player.client.post('/api/account/close', { password: wrong, period: '1d', confirm: true }),
      () =>
        player.client.post('/api/responsible-gambling/break', {
          password: wrong,
          period: '24h',
          confirm: true,
        }),
      () => player.client.post('/api/account/email', { password: wrong, email: 'x@example.com' }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(API_ERROR_CODES.invalidCredentials);
    }
    const locked = await changePassword(player, player.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(
      /Too many failed attempts\. Try again in \d+ seconds/,
    );
    const closing = await player.client.post('/api/account/close', {
      password: player.password,
      period: '1d',
      confirm: true,
    });
    expect(closing.statusCode).toBe(429);
    expect((await player.client.get('/api/account/get')).statusCode).toBe(200);
  });

  it('starts the count over after the right password', async () => {
    const player = await registerPlayer(app, 'recover');
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await changePassword(player, 'a wrong one')).statusCode).toBe(400);
      }
      const current = round === 0 ? player.password : NEW_PASSWORD;
      expect((await changePassword(player, current)).statusCode).toBe(200);
    }
  });
});
