// @vitest-environment node
/**
 * Withdrawals: checked in full before anything moves (minimum, balance, destination, option
 * available, the two-factor code when on), the funds held at once in one transaction with the
 * pending row, then approved (paid out), declined (returned exactly) or cancelled by the
 * player — one decision per withdrawal, however many arrive.
 */

import { ledgerEntries, users } from '@server/db/schema';
import { totpCodeAt } from '@server/modules/two-factor/totp';
import { dollars } from '@server/modules/wallet/money';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BalanceType } from '@/contracts/balances';
import { totpSetupSchema } from '@/contracts/two-factor';
import { type Withdrawal, withdrawalListSchema, withdrawalSchema } from '@/contracts/withdrawals';
import {
  fund,
  newKey,
  operatorCall,
  postWithKey,
  registerPlayer,
  type TestPlayer,
} from '../account/session-client';
import { balanceOf, paymentsSuite } from '../payments/payments-support';

const suite = paymentsSuite('withdrawals', { cashEnabled: true });

/** A valid XRP address (the ledger's genesis account). */
const XRP_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

function withdraw(player: TestPlayer, body: Record<string, unknown>, key?: string) {
  return postWithKey(
    player,
    '/api/withdrawals',
    { balanceType: 'xrp', destination: { address: XRP_ADDRESS, tag: '42' }, ...body },
    key,
  );
}

async function requested(player: TestPlayer, body: Record<string, unknown>): Promise<Withdrawal> {
  const response = await withdraw(player, body);
  expect(response.statusCode, response.body).toBe(200);
  return withdrawalSchema.parse(response.json());
}

async function setXrpPrice(usd: string) {
  const response = await operatorCall(suite.app, 'PUT', '/api/operator/coin-prices/xrp', { usd });
  expect(response.statusCode, response.body).toBe(200);
}

async function listOf(player: TestPlayer): Promise<Withdrawal[]> {
  return withdrawalListSchema.parse((await player.client.get('/api/withdrawals')).json())
    .withdrawals;
}

async function funded(amount: string, type: BalanceType = 'xrp'): Promise<TestPlayer> {
  const player = await registerPlayer(suite.app, 'wd');
  await fund(suite.app, player.name, type, amount);
  return player;
}

async function held(): Promise<bigint> {
  const [row] = await suite.ctx.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'pendingWithdrawals'));
  return BigInt(row?.total ?? '0');
}

describe('requesting a withdrawal', () => {
  it('holds the funds at once and lists the withdrawal as pending', async () => {
    const player = await funded('100');
    const before = await held();
    const withdrawal = await requested(player, { amount: '60.5' });
    expect(withdrawal).toMatchObject({
      balanceType: 'xrp',
      amount: 60.5,
      coinAmount: expect.any(Number),
      status: 'pending',
      destination: `${XRP_ADDRESS} (tag 42)`,
      reason: null,
    });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars('39.5'));
    expect((await held()) - before).toBe(dollars('60.5'));
    expect(await listOf(player)).toEqual([withdrawal]);
    const pushed = suite.events.filter(
      (e) => e.userId === player.id && e.event === 'withdrawalUpdated',
    );
    expect(pushed.map((e) => e.payload)).toEqual([withdrawal]);
  });

  it('converts the dollars to coins at the price of the moment, rounded down, for the operator', async () => {
    await setXrpPrice('0.3');
    const player = await funded('100');
    const withdrawal = await requested(player, { amount: '25' });
    // 25 / 0.3 = 83.333333333…: the house sends the coins the dollars buy, never more.
    expect(withdrawal).toMatchObject({ amount: 25, coinAmount: 83.33333333, coinPrice: 0.3 });
    // A later price changes nothing already requested.
    await setXrpPrice('0.6');
    const queue = await operatorCall(suite.app, 'GET', '/api/operator/withdrawals');
    const listed = (queue.json() as { withdrawals: Array<Withdrawal & { send: string }> })
      .withdrawals;
    expect(listed.find((w) => w.id === withdrawal.id)?.send).toBe('83.33333333 XRP (at 0.3 USD)');
    await setXrpPrice('0.52');
  });

  it('refuses a crypto withdrawal while the price is stale (1014), nothing moved', async () => {
    const player = await funded('100');
    await suite.ctx.database.db.execute(
      sql`update coin_prices set quoted_at = now() - interval '1 hour' where coin = 'xrp'`,
    );
    const response = await withdraw(player, { amount: '30' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 1014,
      message:
        'The XRP price is out of date, so nothing can be converted at it now. Try again in a minute.',
    });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(100));
    expect(await listOf(player)).toEqual([]);
    await setXrpPrice('0.52');
    expect((await withdraw(player, { amount: '30' })).statusCode).toBe(200);
  });

  it('refuses less than the minimum with a clear message, nothing moved', async () => {
    const player = await funded('100');
    const response = await withdraw(player, { amount: '19.99' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The minimum withdrawal is 20 USD');
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(100));
    expect(await listOf(player)).toEqual([]);
  });

  it('applies the cash and M-Pesa minimums (15 and 0.385)', async () => {
    const player = await funded('50', 'cash');
    await fund(suite.app, player.name, 'mpesa', '5');
    const cash = await withdraw(player, {
      balanceType: 'cash',
      amount: '14.99',
      destination: { account: 'KE12 3456 7890' },
    });
    expect(cash.json().error.message).toBe('The minimum withdrawal is 15 USD');
    const mpesa = await withdraw(player, {
      balanceType: 'mpesa',
      amount: '0.38',
      destination: { phone: '254712345678' },
    });
    expect(mpesa.json().error.message).toBe('The minimum withdrawal is 0.385 USD');
    const ok = await withdraw(player, {
      balanceType: 'mpesa',
      amount: '0.385',
      destination: { phone: '0712345678' },
    });
    expect(withdrawalSchema.parse(ok.json()).destination).toBe('2547•••••678');
  });

  it('refuses more than the balance (1011), nothing moved', async () => {
    const player = await funded('30');
    const response = await withdraw(player, { amount: '30.01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(1011);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(30));
    // Exactly the balance is fine.
    await requested(player, { amount: '30' });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(0n);
  });

  it('waits until a deposit bonus is wagered: refused with what is left to wager, nothing moved', async () => {
    const offer = await operatorCall(suite.app, 'POST', '/api/operator/bonuses', {
      name: 'Withdrawal gate',
      minDeposit: '10',
      wagerMultiple: 10,
      expiryHours: 24,
      kind: 'fixed',
      fixedAmount: '5',
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const player = await registerPlayer(suite.app, 'wdb');
    const claim = await player.client.post('/api/bonuses/claim', {
      offerId: (offer.json() as { offer: { id: string } }).offer.id,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const amount = dollars(20);
    await suite.app.ledger.post({
      type: 'deposit',
      idempotencyKey: `wd-bonus:${player.id}`,
      balanceType: 'xrp',
      legs: [
        { account: 'payments', amount: -amount },
        { account: 'player', userId: player.id, amount },
      ],
    });
    // The bonus is matched by the deposit: 20 + 5 with 50 to wager.
    await player.client.get('/api/bonuses');
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(25));

    const response = await withdraw(player, { amount: '20' });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.message).toMatch(/wager/i);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(25));
    expect(await listOf(player)).toEqual([]);
  });

  it('checks the destination: address checksum, tag, phone, account', async () => {
    const player = await funded('100');
    await fund(suite.app, player.name, 'cash', '100');
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { destination: { address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi' } },
        'body.destination.address',
      ],
      [{ destination: { address: XRP_ADDRESS, tag: '4294967296' } }, 'body.destination.tag'],
      [{ destination: { address: XRP_ADDRESS, tag: 'abc' } }, 'body.destination.tag'],
      [{ destination: {} }, 'body.destination.address'],
      [{ balanceType: 'cash', destination: { account: '!!' } }, 'body.destination.account'],
    ];
    for (const [body, path] of cases) {
      const response = await withdraw(player, { amount: 25, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.issues[0].path).toBe(path);
    }
    expect(await listOf(player)).toEqual([]);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(100));
  });

  it('moves money once for a key sent twice, also in parallel', async () => {
    const player = await funded('100');
    const key = newKey();
    const responses = await Promise.all([1, 2, 3].map(() => withdraw(player, { amount: 25 }, key)));
    const ids = new Set(responses.map((r) => withdrawalSchema.parse(r.json()).id));
    expect(ids.size).toBe(1);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(75));
    expect((await withdraw(player, { amount: 26 }, key)).statusCode).toBe(409);
    expect(await listOf(player)).toHaveLength(1);
  });

  it('only for options the player sees (cash needs the flag)', async () => {
    const player = await funded('100', 'cash');
    await operatorCall(suite.app, 'PATCH', '/api/operator/settings', {
      flags: { cashEnabled: false },
    });
    const response = await withdraw(player, {
      balanceType: 'cash',
      amount: 20,
      destination: { account: 'GB33BUKB20201555555555' },
    });
    expect(response.statusCode).toBe(403);
    expect(await balanceOf(suite.ctx, player, 'cash')).toBe(dollars(100));
    const promo = await withdraw(player, { balanceType: 'crypto', amount: 20 });
    expect(promo.statusCode).toBe(403);
  });
});

describe('two-factor', () => {
  async function withTotp(player: TestPlayer): Promise<string> {
    const start = await player.client.post('/api/account/2fa/totp/start', {
      password: player.password,
    });
    const { secret } = totpSetupSchema.parse(start.json());
    const now = Math.floor(Date.now() / 1000);
    const confirm = await player.client.post('/api/account/2fa/totp/confirm', {
      code: await totpCodeAt(secret, now),
      password: player.password,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return secret;
  }

  it('needs the code when it is on; a wrong one is refused; the right one works', async () => {
    const player = await funded('100');
    const secret = await withTotp(player);
    const missing = await withdraw(player, { amount: 25 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.issues[0].path).toBe('body.twoFactorCode');
    const wrong = await withdraw(player, { amount: 25, twoFactorCode: '000000' });
    expect(wrong.json().error.code).toBe(1010);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(100));
    const code = await totpCodeAt(secret, Math.floor(Date.now() / 1000) + 30);
    const key = newKey();
    const ok = await withdraw(player, { amount: 25, twoFactorCode: code }, key);
    expect(ok.statusCode, ok.body).toBe(200);
    // A retry of the same request answers it even though its code is spent now.
    const retry = await withdraw(player, { amount: 25, twoFactorCode: code }, key);
    expect(retry.json().id).toBe(ok.json().id);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(75));
  });

  it('counts wrong codes with the other confirmations of the account, locking after five', async () => {
    const player = await funded('100');
    const secret = await withTotp(player);
    const right = await totpCodeAt(secret, Math.floor(Date.now() / 1000) + 30);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const refused = await withdraw(player, { amount: 25, twoFactorCode: wrong });
      expect(refused.json().error.code).toBe(1010);
    }
    const locked = await withdraw(player, { amount: 25, twoFactorCode: right });
    expect(locked.statusCode).toBe(429);
    // The same count: the password check of any other confirmation is locked too.
    const passwordChange = await player.client.post('/api/account/password', {
      currentPassword: player.password,
      newPassword: 'a brand new passphrase 7',
    });
    expect(passwordChange.statusCode).toBe(429);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(100));
  });

  it('spends no code on a request that cannot succeed', async () => {
    const player = await funded('10');
    await suite.ctx.database.db
      .update(users)
      .set({ twoFactorMethod: 'totp', totpSecret: 'JBSWY3DPEHPK3PXP' })
      .where(eq(users.id, player.id));
    const poor = await withdraw(player, { amount: 25, twoFactorCode: '123456' });
    expect(poor.json().error.code).toBe(1011);
  });
});

describe('deciding a withdrawal', () => {
  it('approve pays the hold out: the player keeps the reduced balance', async () => {
    const player = await funded('100');
    const withdrawal = await requested(player, { amount: 40 });
    const before = await held();
    const approved = await operatorCall(
      suite.app,
      'POST',
      `/api/operator/withdrawals/${withdrawal.id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(60));
    expect(before - (await held())).toBe(dollars(40));
    expect((await listOf(player))[0]).toMatchObject({ status: 'approved' });
    expect((await listOf(player))[0]?.decidedAt).not.toBeNull();
  });

  it('decline returns the funds exactly, with the reason and a withdrawalDeclined history row', async () => {
    const player = await funded('100');
    const withdrawal = await requested(player, { amount: '33.33333333' });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars('66.66666667'));
    const declined = await operatorCall(
      suite.app,
      'POST',
      `/api/operator/withdrawals/${withdrawal.id}/decline`,
      {
        reason: 'Address belongs to a sanctioned exchange',
      },
    );
    expect(declined.json()).toMatchObject({
      status: 'declined',
      reason: 'Address belongs to a sanctioned exchange',
    });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(100));
    const rows = await suite.ctx.database.db
      .select({ type: ledgerEntries.type, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, player.id));
    expect(rows.map((r) => [r.type, r.amount])).toEqual([
      ['adminModify', dollars(100)],
      ['withdrawal', -dollars('33.33333333')],
      ['withdrawalDeclined', dollars('33.33333333')],
    ]);
    const pushed = suite.events.filter(
      (e) => e.userId === player.id && e.event === 'withdrawalUpdated',
    );
    expect(pushed.map((e) => (e.payload as Withdrawal).status)).toEqual(['pending', 'declined']);
  });

  it('a decline needs a reason', async () => {
    const player = await funded('100');
    const withdrawal = await requested(player, { amount: 20 });
    const response = await operatorCall(
      suite.app,
      'POST',
      `/api/operator/withdrawals/${withdrawal.id}/decline`,
      {},
    );
    expect(response.statusCode).toBe(400);
    expect((await listOf(player))[0]?.status).toBe('pending');
  });

  it('takes one decision only, however many arrive at once', async () => {
    const player = await funded('100');
    const withdrawal = await requested(player, { amount: 50 });
    const url = `/api/operator/withdrawals/${withdrawal.id}`;
    const answers = await Promise.all([
      operatorCall(suite.app, 'POST', `${url}/approve`),
      operatorCall(suite.app, 'POST', `${url}/decline`, { reason: 'changed my mind' }),
      player.client.post(`/api/withdrawals/${withdrawal.id}/cancel`),
      operatorCall(suite.app, 'POST', `${url}/approve`),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const final = (await listOf(player))[0];
    const balance = await balanceOf(suite.ctx, player, 'xrp');
    expect(balance).toBe(final?.status === 'approved' ? dollars(50) : dollars(100));
    const again = await operatorCall(suite.app, 'POST', `${url}/decline`, {
      reason: 'too late now',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `Withdrawal ${withdrawal.id} is already ${final?.status}`,
    );
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(balance);
  });

  it('the player may cancel their own pending withdrawal (funds back), not another’s', async () => {
    const player = await funded('100');
    const other = await funded('100');
    const withdrawal = await requested(player, { amount: 45 });
    const stranger = await other.client.post(`/api/withdrawals/${withdrawal.id}/cancel`);
    expect(stranger.statusCode).toBe(404);
    const cancelled = await player.client.post(`/api/withdrawals/${withdrawal.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(100));
    expect((await player.client.post(`/api/withdrawals/${withdrawal.id}/cancel`)).statusCode).toBe(
      409,
    );
    const approve = await operatorCall(
      suite.app,
      'POST',
      `/api/operator/withdrawals/${withdrawal.id}/approve`,
    );
    expect(approve.statusCode).toBe(409);
    expect(await balanceOf(suite.ctx, player, 'xrp')).toBe(dollars(100));
  });

  it('the operator lists the pending queue with the full destination', async () => {
    const player = await funded('100');
    const withdrawal = await requested(player, { amount: 21 });
    const listed = await operatorCall(suite.app, 'GET', '/api/operator/withdrawals');
    const row = (
      listed.json() as { withdrawals: Array<Withdrawal & { player: string; payTo: unknown }> }
    ).withdrawals.find((w) => w.id === withdrawal.id);
    expect(row).toMatchObject({
      player: player.name,
      status: 'pending',
      payTo: { address: XRP_ADDRESS, tag: 42 },
    });
  });
});
