// @vitest-environment node
/**
 * Tips are limited per account as well as per address: a player sends at most
 * TIPS_PER_ACCOUNT_PER_MINUTE (10) a minute from any number of addresses, and wrong two-factor
 * codes on tips count with the account's other confirmations (growing locks past five), so a
 * stolen session cannot guess codes through tips from many addresses.
 */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { sessionClient } from '../account/session-client';
import { fund, registerPlayer, type TestPlayer, tip, withTotp } from './players';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('tip-limits');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());

let address = 0;
/** The same signed-in player, calling from a new address (same cookies). */
function elsewhere(player: TestPlayer): TestPlayer {
  address += 1;
  const client = sessionClient(app, `10.41.${Math.floor(address / 250)}.${address % 250}`);
  for (const [name, value] of player.client.cookies) client.cookies.set(name, value);
  return { ...player, client };
}

const tipTo = (recipient: TestPlayer, extra = {}) => ({
  username: recipient.name,
  amount: '0.01',
  isPrivate: true,
  balanceType: 'xrp',
  ...extra,
});

describe('tip limits', () => {
  it('limits the tips one account sends a minute, whatever the address', async () => {
    const sender = await registerPlayer(app, 'tipper');
    const recipient = await registerPlayer(app, 'tipped');
    await fund(app, sender.name, 'xrp', '10');
    for (let sent = 1; sent <= 10; sent += 1) {
      const response = await tip(elsewhere(sender), tipTo(recipient));
      expect(response.statusCode, response.body).toBe(200);
    }
    const eleventh = await tip(elsewhere(sender), tipTo(recipient));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toMatchObject({
      code: API_ERROR_CODES.rateLimited,
      message: expect.stringMatching(
        /^You are sending tips too fast\. Try again in \d+ seconds\.$/,
      ),
    });
    // Another player from the same address is not held back by this one's count.
    const other = await registerPlayer(app, 'other');
    await fund(app, other.name, 'xrp', '1');
    expect((await tip(other, tipTo(recipient))).statusCode).toBe(200);
  });

  it("counts wrong two-factor codes with the account's confirmations", async () => {
    const sender = await registerPlayer(app, 'guessed');
    const recipient = await registerPlayer(app, 'target');
    await fund(app, sender.name, 'xrp', '10');
    const right = await withTotp(sender);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await tip(elsewhere(sender), tipTo(recipient, { twoFactorToken: wrong }));
      expect(response.json().error.code).toBe(API_ERROR_CODES.invalidCode);
    }
    const locked = await tip(elsewhere(sender), tipTo(recipient, { twoFactorToken: right }));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Too many failed attempts/);
    const password = await sender.client.post('/api/account/password', {
      currentPassword: sender.password,
      newPassword: 'a brand new passphrase 7',
    });
    expect(password.statusCode).toBe(429);
  });
});
