// @vitest-environment node
/**
 * Promo codes through the API: the operator defines them, a player redeems one with a solved
 * captcha, once; used-up, expired, disabled and unknown codes and bad or replayed captchas are
 * refused with a message naming the code, and a refusal credits and counts nothing.
 */

import { ledgerEntries, promoCodes } from '@server/db/schema';
import { createTestContext, type TestContext } from '@tests/support/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { promoRedemptionsSchema, redeemResultSchema } from '@/contracts/promo';
import { sessionClient } from '../account/session-client';
import { solvedCaptcha } from '../captcha/solve';
import { balanceOf, operatorCall, registerPlayer, type TestPlayer } from '../tips/players';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('promo');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());

let codes = 0;
async function createCode(options: { amount?: string; uses?: number; balanceType?: string } = {}) {
  codes += 1;
  const code = `Promo${Date.now().toString(36)}${codes}`;
  const response = await operatorCall(app, 'POST', '/api/operator/promo', {
    code,
    amount: options.amount ?? '5',
    balanceType: options.balanceType ?? 'usdt',
    uses: options.uses ?? 100,
  });
  expect(response.statusCode, response.body).toBe(201);
  return code.toLowerCase();
}

async function redeem(player: TestPlayer, code: string, recaptcha?: string) {
  return player.client.post('/api/promo/redeemCode', {
    code,
    recaptcha: recaptcha ?? (await solvedCaptcha(app)),
  });
}

async function usesOf(code: string): Promise<number> {
  const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row?.uses ?? -1;
}

async function promoEntries(userId: string) {
  return ctx.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .then((rows) => rows.filter((row) => row.type === 'promo'));
}

describe('redeeming', () => {
  it('credits the amount from promotions once, whatever the case the code is typed in', async () => {
    const code = await createCode({ amount: '2.5', balanceType: 'xrp' });
    const player = await registerPlayer(app, 'promo');
    const response = await redeem(player, code.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(redeemResultSchema.parse(response.json())).toEqual({
      ok: true,
      code,
      amount: 2.5,
      balanceType: 'xrp',
      balance: 2.5,
    });
    expect(await balanceOf(player, 'xrp')).toBe(2.5);
    expect(await usesOf(code)).toBe(1);
    const [entry, ...more] = await promoEntries(player.id);
    expect(more).toHaveLength(0);
    expect(entry?.amount).toBe(250_000_000n);
    const house = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, entry?.transactionId ?? 0n));
    expect(house.map((e) => [e.account, e.amount]).sort()).toEqual([
      ['player', 250_000_000n],
      ['promotions', -250_000_000n],
    ]);

    const list = await player.client.get('/api/promo/redemptions');
    expect(promoRedemptionsSchema.parse(list.json()).redemptions).toEqual([
      { code, amount: 2.5, balanceType: 'xrp', redeemedAt: expect.any(String) },
    ]);
  });

  it('refuses a second redemption by the same player, with the code in the message', async () => {
    const code = await createCode();
    const player = await registerPlayer(app, 'promo');
    expect((await redeem(player, code)).statusCode).toBe(200);
    const again = await redeem(player, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: API_ERROR_CODES.conflict,
      message: `You have already redeemed the promo code "${code}"`,
    });
    expect(await balanceOf(player, 'usdt')).toBe(5);
    expect(await usesOf(code)).toBe(1);
    expect(await promoEntries(player.id)).toHaveLength(1);
  });

  it('pays once when the same player redeems twice at the same moment', async () => {
    const code = await createCode();
    const player = await registerPlayer(app, 'promo');
    const [first, second] = await Promise.all([
      solvedCaptcha(app).then((c) => redeem(player, code, c)),
      solvedCaptcha(app).then((c) => redeem(player, code, c)),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(player, 'usdt')).toBe(5);
    expect(await usesOf(code)).toBe(1);
  });

  it('refuses once every use is taken, even to players racing for the last one', async () => {
    const code = await createCode({ uses: 2 });
    const players = await Promise.all([1, 2, 3].map(() => registerPlayer(app, 'promo')));
    const captchas = await Promise.all(players.map(() => solvedCaptcha(app)));
    const answers = await Promise.all(players.map((p, i) => redeem(p, code, captchas[i])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().error.message).toBe(`The promo code "${code}" has been used up`);
    expect(await usesOf(code)).toBe(2);
    const balances = await Promise.all(players.map((p) => balanceOf(p, 'usdt')));
    expect(balances.sort()).toEqual([0, 5, 5]);
  });

  it('refuses an expired code', async () => {
    const code = await createCode();
    await ctx.database.db
      .update(promoCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(promoCodes.code, code));
    const player = await registerPlayer(app, 'promo');
    const response = await redeem(player, code);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(`The promo code "${code}" has expired`);
    expect(await usesOf(code)).toBe(0);
    expect(await balanceOf(player, 'usdt')).toBe(0);
  });

  it('refuses a code the operator disabled, and an unknown one', async () => {
    const code = await createCode();
    const disabled = await operatorCall(app, 'POST', `/api/operator/promo/${code}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().code).toMatchObject({ code, active: false, status: 'disabled' });
    const player = await registerPlayer(app, 'promo');
    const response = await redeem(player, code);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(`The promo code "${code}" is no longer active`);
    const unknown = await redeem(player, 'no-such-code');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('The promo code "no-such-code" does not exist');
    expect(await usesOf(code)).toBe(0);
    expect(await promoEntries(player.id)).toHaveLength(0);
  });
});

describe('the captcha', () => {
  it('is required, must be valid, and works once', async () => {
    const code = await createCode();
    const player = await registerPlayer(app, 'promo');
    const missing = await player.client.post('/api/promo/redeemCode', { code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.issues[0].path).toBe('body.recaptcha');
    const forged = await redeem(player, code, Buffer.from('{"challenge":1}').toString('base64'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe('The captcha check failed. Please try again.');
    expect(await usesOf(code)).toBe(0);

    const captcha = await solvedCaptcha(app);
    expect((await redeem(player, code, captcha)).statusCode).toBe(200);
    const other = await createCode();
    const replayed = await redeem(player, other, captcha);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toBe(
      'This captcha was already used. Please solve a new one.',
    );
    expect(await usesOf(other)).toBe(0);
  });

  it('refuses visitors before looking at the code', async () => {
    const visitor = sessionClient(app, '10.80.0.1');
    const response = await visitor.post('/api/promo/redeemCode', { code: 'x', recaptcha: 'y' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the operator', () => {
  it('creates, lists and disables codes; refuses duplicates and bad input', async () => {
    const created = await operatorCall(app, 'POST', '/api/operator/promo', {
      code: 'Welcome-Op',
      amount: '0.385',
      balanceType: 'mpesa',
      uses: '3',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      createdBy: 'amina',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().code).toMatchObject({
      code: 'welcome-op',
      amount: '0.385',
      balanceType: 'mpesa',
      uses: 0,
      totalUses: 3,
      active: true,
      status: 'active',
      createdBy: 'amina',
    });
    const duplicate = await operatorCall(app, 'POST', '/api/operator/promo', {
      code: 'WELCOME-OP',
      amount: '1',
      balanceType: 'usdt',
      uses: 1,
    });
    expect(duplicate.statusCode).toBe(409);
    for (const bad of [
      { code: 'x', amount: '1', balanceType: 'usdt', uses: 1 },
      { code: 'okcode', amount: '0', balanceType: 'usdt', uses: 1 },
      { code: 'okcode', amount: '1', balanceType: 'gold', uses: 1 },
      { code: 'okcode', amount: '1', balanceType: 'usdt', uses: 0 },
      { code: 'okcode', amount: '1', balanceType: 'usdt', uses: 1, expiresAt: '2001-01-01' },
    ]) {
      expect((await operatorCall(app, 'POST', '/api/operator/promo', bad)).statusCode).toBe(400);
    }
    const list = await operatorCall(app, 'GET', '/api/operator/promo');
    expect(list.json().codes.map((c: { code: string }) => c.code)).toContain('welcome-op');
    expect(list.json().codes.map((c: { code: string }) => c.code)).not.toContain('okcode');
    expect((await operatorCall(app, 'POST', '/api/operator/promo/nope/disable')).statusCode).toBe(
      404,
    );
    const withoutToken = await app.inject({ method: 'GET', url: '/api/operator/promo' });
    expect(withoutToken.statusCode).toBe(401);
  });
});
