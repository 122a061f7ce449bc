// @vitest-environment node
/**
 * Referral commission: 0.25 % of each referred player's stakes, paid once per sweep in the
 * stake's balance type, shown as the referrer's earnings; a repeated or concurrent sweep pays
 * nothing more, and stakes of players nobody referred earn nothing.
 */

import { payReferralCommissions } from '@server/modules/affiliate/commission';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import { dollars } from '@server/modules/wallet/money';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateStatsSchema } from '@/contracts/affiliate';
import type { BalanceType } from '@/contracts/balances';
import { type SignedUp, signUp } from '../tracking/signed-up';

let ctx: TestContext;
let app: FastifyInstance;
let key = 0;

beforeAll(async () => {
  ctx = await createTestContext('affiliate-commission');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

async function stake(player: SignedUp, amount: string, balanceType: BalanceType = 'usdt') {
  const units = dollars(amount);
  await app.ledger.post({
    type: 'deposit',
    idempotencyKey: `c-fund:${key++}`,
    balanceType,
    legs: [
      { account: 'payments', amount: -units },
      { account: 'player', userId: player.id, amount: units },
    ],
  });
  await app.ledger.post({
    type: 'bet',
    idempotencyKey: `c-bet:${key++}`,
    balanceType,
    legs: [
      { account: 'player', userId: player.id, amount: -units },
      { account: 'house', amount: units },
    ],
  });
}

describe('referral commission', () => {
  it('pays 0.25% of referred stakes once, per balance type, and reports it as earnings', async () => {
    const referrer = await signUp(app, 'ref');
    const referred = await signUp(app, 'refd');
    const stranger = await signUp(app, 'strg');
    expect(
      (await referred.client.post('/api/crm/ref', { affiliateName: referrer.name })).statusCode,
    ).toBe(200);
    await payReferralCommissions(ctx.database.db, app.ledger); // settle earlier tests' entries

    await stake(referred, '100');
    await stake(referred, '40', 'xrp');
    await stake(stranger, '1000');
    const [first, again] = await Promise.all([
      payReferralCommissions(ctx.database.db, app.ledger),
      payReferralCommissions(ctx.database.db, app.ledger),
    ]);
    expect(first + again).toBe(2);
    expect(await payReferralCommissions(ctx.database.db, app.ledger)).toBe(0);

    const balances = await balanceUnitsOf(ctx.database.db, referrer.id);
    expect(balances.get('usdt')).toBe(dollars('0.25'));
    expect(balances.get('xrp')).toBe(dollars('0.1'));
    const stats = affiliateStatsSchema.parse(
      (await referrer.client.get('/api/affiliate/stats?days=7')).json(),
    );
    expect(stats.earnings.amountUsd).toBe('0.35');
  });
});
