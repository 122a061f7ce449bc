// @vitest-environment node
/**
 * The deposit bonus lifecycle end to end on PGlite, through the player's and the operator's
 * HTTP calls and real ledger movements (deposits and bets are posted the way the payments and
 * games modules post them): waiting → matched → active → completed, forfeit, expiry, and the
 * withdrawal gate. Every test ends with the ledger audit clean.
 */

import { ledgerEntries, playerBonuses } from '@server/db/schema';
import { BonusWageringError } from '@server/modules/bonuses/errors';
import { auditLedger } from '@server/modules/wallet/audit';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import { dollars } from '@server/modules/wallet/money';
import { createTestContext, TEST_OPERATOR_TOKEN, type TestContext } from '@tests/support/app';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BalanceType } from '@/contracts/balances';
import { bonusesSchema, type PlayerBonus, playerBonusResponseSchema } from '@/contracts/bonuses';
import { type SessionClient, sessionClient } from '../account/session-client';
import { signUp } from '../tracking/signed-up';

/** The ledger's listeners run after the commit: the test waits for them like a player would. */
const WAIT = { timeout: 5_000 };

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('bonuses');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());
afterEach(async () => {
  const audit = await auditLedger(ctx.database.db);
  expect(audit.unbalancedTransactions).toEqual([]);
  expect(audit.balanceMismatches).toEqual([]);
  expect(audit.negativeBalances).toEqual([]);
});

const operator = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });

let offers = 0;
async function createOffer(terms: Record<string, unknown>): Promise<string> {
  offers += 1;
  const response = await operator('POST', '/api/operator/bonuses', {
    name: `Offer ${offers}`,
    minDeposit: '10',
    wagerMultiple: 30,
    expiryHours: 168,
    kind: 'fixed',
    fixedAmount: '5',
    ...terms,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { offer: { id: string } }).offer.id;
}

const player = () => signUp(app, 'bonus');

let keys = 0;
function deposit(userId: string, amount: string, balanceType: BalanceType = 'usdt') {
  keys += 1;
  return app.ledger.post({
    type: 'deposit',
    idempotencyKey: `bonus-test:${keys}`,
    balanceType,
    legs: [
      { account: 'payments', amount: -dollars(amount) },
      { account: 'player', userId, amount: dollars(amount) },
    ],
  });
}

function bet(userId: string, amount: string, balanceType: BalanceType = 'usdt') {
  keys += 1;
  return app.ledger.post({
    type: 'bet',
    idempotencyKey: `bonus-test:${keys}`,
    balanceType,
    legs: [
      { account: 'player', userId, amount: -dollars(amount) },
      { account: 'house', amount: dollars(amount) },
    ],
  });
}

async function overview(client: SessionClient) {
  const response = await client.get('/api/bonuses');
  expect(response.statusCode, response.body).toBe(200);
  return bonusesSchema.parse(response.json());
}

async function latest(client: SessionClient): Promise<PlayerBonus> {
  const bonus = (await overview(client)).bonuses[0];
  if (!bonus) throw new Error('no bonus');
  return bonus;
}

async function claim(client: SessionClient, offerId: string) {
  const response = await client.post('/api/bonuses/claim', { offerId });
  return { status: response.statusCode, body: response.json() };
}

async function claimed(client: SessionClient, offerId: string): Promise<PlayerBonus> {
  const response = await claim(client, offerId);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return playerBonusResponseSchema.parse(response.body).bonus;
}

const forfeit = (client: SessionClient, bonusId: string, body: unknown = { confirm: true }) =>
  client.post(`/api/bonuses/${bonusId}/forfeit`, body);

/** A new player whose deposit credited their bonus of a new offer (one read settles it). */
async function creditedBonus(terms: Record<string, unknown>, amount: string) {
  const offerId = await createOffer(terms);
  const { client, id } = await player();
  const bonus = await claimed(client, offerId);
  await deposit(id, amount);
  await latest(client);
  return { client, id, bonus };
}

async function balance(userId: string, type: BalanceType = 'usdt'): Promise<bigint> {
  return (await balanceUnitsOf(ctx.database.db, userId)).get(type) ?? 0n;
}

async function movementsOf(userId: string, type: 'bonus' | 'depositBonus') {
  return ctx.database.db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, type)));
}

describe('operator offers', () => {
  it('need the operator token and valid terms', async () => {
    const noToken = await app.inject({ method: 'GET', url: '/api/operator/bonuses' });
    expect(noToken.statusCode).toBe(401);
    const good = { name: 'Fine', minDeposit: '10', wagerMultiple: 30, expiryHours: 24 };
    expect(
      (
        await operator('POST', '/api/operator/bonuses', {
          ...good,
          kind: 'fixed',
          fixedAmount: '5',
        })
      ).statusCode,
    ).toBe(200);
    for (const bad of [
      { kind: 'fixed' },
      { kind: 'match', matchPercent: 100 },
      { kind: 'match', matchPercent: 0, maxAmount: '10' },
      { kind: 'fixed', fixedAmount: '-5' },
      { kind: 'bogus', fixedAmount: '5' },
      { kind: 'fixed', fixedAmount: '5', wagerMultiple: -1 },
      { kind: 'fixed', fixedAmount: '5', expiryHours: 0 },
      { kind: 'fixed', fixedAmount: '5', minDeposit: '0' },
    ]) {
      const response = await operator('POST', '/api/operator/bonuses', { ...good, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('are listed for players until disabled; a disabled offer cannot be claimed', async () => {
    const id = await createOffer({ kind: 'match', matchPercent: 100, maxAmount: '50' });
    const listed = (await operator('GET', '/api/operator/bonuses')).json() as {
      offers: { id: string; enabled: boolean }[];
    };
    expect(listed.offers.find((o) => o.id === id)).toMatchObject({ enabled: true });
    const { client } = await player();
    expect((await overview(client)).offers.find((o) => o.id === id)).toMatchObject({
      kind: 'match',
      matchPercent: 100,
      maxAmount: 50,
      minDeposit: 10,
      wagerMultiple: 30,
      expiryHours: 168,
      fixedAmount: null,
    });
    expect((await operator('POST', `/api/operator/bonuses/${id}/disable`)).statusCode).toBe(200);
    expect((await overview(client)).offers.some((o) => o.id === id)).toBe(false);
    expect((await claim(client, id)).status).toBe(404);
    expect((await operator('POST', `/api/operator/bonuses/${id}/enable`)).statusCode).toBe(200);
    expect((await claim(client, id)).status).toBe(200);
  });
});

describe('claiming', () => {
  it('starts a bonus waiting for a deposit, once per offer and one at a time', async () => {
    const first = await createOffer({});
    const second = await createOffer({});
    const { client } = await player();
    const bonus = await claimed(client, first);
    expect(bonus).toMatchObject({ state: 'waiting', amount: null, wagerRequirement: 0 });
    expect(new Date(bonus.expiresAt).getTime() - new Date(bonus.claimedAt).getTime()).toBe(
      168 * 3_600_000,
    );
    expect((await claim(client, first)).status).toBe(409);
    expect((await claim(client, second)).status).toBe(409);
    expect((await overview(client)).offers.some((o) => o.id === first)).toBe(false);
  });

  it('refuses a visitor, a malformed id and an unknown offer', async () => {
    const visitor = sessionClient(app, '10.8.250.1');
    expect((await visitor.get('/api/bonuses')).statusCode).toBe(401);
    const { client } = await player();
    expect((await claim(client, 'not-a-uuid')).status).toBe(400);
    expect((await claim(client, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('lets only one of two simultaneous claims through', async () => {
    const [a, b] = [await createOffer({}), await createOffer({})];
    const { client, id } = await player();
    const results = await Promise.all([claim(client, a), claim(client, b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await ctx.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.userId, id));
    expect(rows).toHaveLength(1);
  });
});

describe('matching a deposit', () => {
  it('waits while deposits are below the minimum or made before the claim', async () => {
    const offerId = await createOffer({ minDeposit: '10', fixedAmount: '5' });
    const { client, id } = await player();
    await deposit(id, '50');
    await claimed(client, offerId);
    await deposit(id, '9.99');
    expect(await latest(client)).toMatchObject({ state: 'waiting', depositAmount: null });
    expect(await balance(id)).toBe(dollars('59.99'));
    expect(await movementsOf(id, 'depositBonus')).toEqual([]);
  });

  it('credits a fixed bonus and sets the requirement to the multiple times the bonus', async () => {
    const offerId = await createOffer({ minDeposit: '10', fixedAmount: '5', wagerMultiple: 30 });
    const { client, id } = await player();
    await claimed(client, offerId);
    await deposit(id, '9.99');
    await deposit(id, '10');
    expect(await latest(client)).toMatchObject({
      state: 'active',
      depositAmount: 10,
      balanceType: 'usdt',
      amount: 5,
      wagerRequirement: 150,
      wagered: 0,
    });
    expect(await balance(id)).toBe(dollars('24.99'));
    expect(await movementsOf(id, 'depositBonus')).toEqual([{ amount: dollars(5) }]);
  });

  it('credits a match bonus in the deposit balance type, capped at the maximum', async () => {
    const offerId = await createOffer({
      kind: 'match',
      fixedAmount: undefined,
      matchPercent: 50,
      maxAmount: '30',
      minDeposit: '20',
      wagerMultiple: 10,
    });
    const small = await player();
    await claimed(small.client, offerId);
    await deposit(small.id, '40', 'xrp');
    expect(await latest(small.client)).toMatchObject({
      state: 'active',
      balanceType: 'xrp',
      amount: 20,
      wagerRequirement: 200,
    });
    expect(await balance(small.id, 'xrp')).toBe(dollars(60));

    const big = await player();
    await claimed(big.client, offerId);
    await deposit(big.id, '100');
    expect(await latest(big.client)).toMatchObject({ amount: 30, wagerRequirement: 300 });
  });

  it('is matched by the ledger listener without anyone asking, and tells the player', async () => {
    const told: Array<{ userId: string; payload: unknown }> = [];
    const toUser = app.realtime.toUser.bind(app.realtime);
    app.realtime.toUser = ((userId: string, event: string, ...args: unknown[]) => {
      if (event === 'newOfferDeposit') told.push({ userId, payload: args[0] });
      return (toUser as (...a: unknown[]) => void)(userId, event, ...args);
    }) as typeof app.realtime.toUser;
    try {
      const offerId = await createOffer({ fixedAmount: '7', name: 'Seven on ten' });
      const { client, id } = await player();
      const bonus = await claimed(client, offerId);
      await deposit(id, '10');
      await vi.waitFor(async () => expect(await balance(id)).toBe(dollars(17)), WAIT);
      expect(await latest(client)).toMatchObject({ state: 'active' });
      await vi.waitFor(() => expect(told).toHaveLength(1), WAIT);
      expect(told[0]).toEqual({
        userId: id,
        payload: { bonusId: bonus.id, offerName: 'Seven on ten', balanceType: 'usdt', amount: 7 },
      });
    } finally {
      app.realtime.toUser = toUser;
    }
  });

  it('completes at once when the offer asks for no wagering', async () => {
    const offerId = await createOffer({ wagerMultiple: 0 });
    const { client, id } = await player();
    await claimed(client, offerId);
    await deposit(id, '10');
    expect(await latest(client)).toMatchObject({ state: 'completed', wagerRequirement: 0 });
    await expect(app.bonuses.assertWithdrawalAllowed(id)).resolves.toBeUndefined();
  });

  it('credits a match a restart left uncredited at the next sweep', async () => {
    const offerId = await createOffer({ fixedAmount: '5' });
    const { client, id } = await player();
    const bonus = await claimed(client, offerId);
    // What a crash between the match and the credit leaves behind.
    await ctx.database.db
      .update(playerBonuses)
      .set({
        state: 'matched',
        amount: dollars(5),
        balanceType: 'usdt',
        depositAmount: dollars(10),
        wagerRequirement: dollars(150),
        matchedAt: sql`now() - interval '2 minutes'`,
      })
      .where(eq(playerBonuses.id, bonus.id));
    const swept = await app.bonuses.sweep();
    expect(swept.activated).toBeGreaterThanOrEqual(1);
    expect(await balance(id)).toBe(dollars(5));
    expect(await app.bonuses.sweep()).toMatchObject({ activated: 0 });
    expect(await movementsOf(id, 'depositBonus')).toHaveLength(1);
  });
});

describe('wagering', () => {
  it('counts bets of the bonus balance type, blocks withdrawals until completed', async () => {
    const offerId = await createOffer({ fixedAmount: '2', wagerMultiple: 5 });
    const { client, id } = await player();
    await claimed(client, offerId);
    await deposit(id, '10');
    await deposit(id, '10', 'xrp');
    expect(await latest(client)).toMatchObject({ state: 'active', wagerRequirement: 10 });

    await bet(id, '4');
    await vi.waitFor(async () => expect((await latest(client)).wagered).toBe(4), WAIT);
    await bet(id, '3', 'xrp');
    const gate = app.bonuses.assertWithdrawalAllowed(id);
    await expect(gate).rejects.toBeInstanceOf(BonusWageringError);
    await expect(app.bonuses.assertWithdrawalAllowed(id)).rejects.toMatchObject({
      statusCode: 403,
      message: expect.stringContaining('6 to go'),
    });
    expect((await latest(client)).wagered).toBe(4);

    await bet(id, '6.5');
    await vi.waitFor(
      async () => expect(await latest(client)).toMatchObject({ state: 'completed', wagered: 10.5 }),
      WAIT,
    );
    await expect(app.bonuses.assertWithdrawalAllowed(id)).resolves.toBeUndefined();
    await bet(id, '1');
    expect((await forfeit(client, (await latest(client)).id)).statusCode).toBe(409);
  });

  it('adds simultaneous bets exactly', async () => {
    const { client, id } = await creditedBonus({ fixedAmount: '10', wagerMultiple: 100 }, '100');
    await Promise.all(Array.from({ length: 20 }, () => bet(id, '0.5')));
    await vi.waitFor(async () => expect((await latest(client)).wagered).toBe(10), WAIT);
  });
});

describe('forfeiting', () => {
  it('needs explicit confirmation, then takes the bonus back and zeroes the requirement', async () => {
    const { client, id, bonus } = await creditedBonus(
      { fixedAmount: '20', wagerMultiple: 10 },
      '100',
    );
    await bet(id, '10');
    expect(await balance(id)).toBe(dollars(110));

    for (const body of [{}, { confirm: false }, { confirm: 'yes' }]) {
      expect((await forfeit(client, bonus.id, body)).statusCode).toBe(400);
    }
    expect((await latest(client)).state).toBe('active');

    const response = await forfeit(client, bonus.id);
    expect(response.statusCode).toBe(200);
    expect(playerBonusResponseSchema.parse(response.json()).bonus).toMatchObject({
      state: 'forfeited',
      wagerRequirement: 0,
      removedAmount: 20,
    });
    // The bonus goes; the player's own deposit stays.
    expect(await balance(id)).toBe(dollars(90));
    expect(await movementsOf(id, 'bonus')).toEqual([{ amount: -dollars(20) }]);

    expect((await forfeit(client, bonus.id)).statusCode).toBe(409);
    expect(await balance(id)).toBe(dollars(90));
  });

  it('takes back no more than the balance holds, never below zero', async () => {
    const { client, id, bonus } = await creditedBonus({ fixedAmount: '10' }, '10');
    await bet(id, '15');
    const response = await forfeit(client, bonus.id);
    expect(response.json().bonus).toMatchObject({ state: 'forfeited', removedAmount: 5 });
    expect(await balance(id)).toBe(0n);
  });

  it('of a bonus still waiting moves no money and frees the player for another offer', async () => {
    const [first, second] = [await createOffer({}), await createOffer({})];
    const { client, id } = await player();
    const bonus = await claimed(client, first);
    const response = await forfeit(client, bonus.id);
    expect(response.json().bonus).toMatchObject({ state: 'forfeited', removedAmount: null });
    expect(await movementsOf(id, 'bonus')).toEqual([]);
    expect((await claim(client, second)).status).toBe(200);
    expect((await claim(client, first)).status).toBe(409);
  });

  it("is refused for another player's bonus and a malformed id", async () => {
    const offerId = await createOffer({});
    const owner = await player();
    const other = await player();
    const bonus = await claimed(owner.client, offerId);
    expect((await forfeit(other.client, bonus.id)).statusCode).toBe(404);
    expect((await forfeit(other.client, 'nope')).statusCode).toBe(400);
    expect((await latest(owner.client)).state).toBe('waiting');
  });

  it('happens once when sent many times at once', async () => {
    const { client, id, bonus } = await creditedBonus({ fixedAmount: '5' }, '10');
    const responses = await Promise.all(Array.from({ length: 6 }, () => forfeit(client, bonus.id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balance(id)).toBe(dollars(10));
    expect(await movementsOf(id, 'bonus')).toEqual([{ amount: -dollars(5) }]);
  });
});

describe('expiry', () => {
  const expireNow = (bonusId: string) =>
    ctx.database.db
      .update(playerBonuses)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(playerBonuses.id, bonusId));

  it('ends an overdue active bonus the same way as a forfeit; later bets count for nothing', async () => {
    const { client, id, bonus } = await creditedBonus({ fixedAmount: '5' }, '10');
    await expireNow(bonus.id);
    // Bets after the expiry count for nothing and do not block withdrawals.
    await bet(id, '1');
    await expect(app.bonuses.assertWithdrawalAllowed(id)).resolves.toBeUndefined();
    const ended = await latest(client);
    expect(ended).toMatchObject({
      state: 'expired',
      wagered: 0,
      wagerRequirement: 0,
      removedAmount: 5,
    });
    expect(await balance(id)).toBe(dollars(9));
  });

  it('is applied by the sweep alone', async () => {
    const { bonus } = await creditedBonus({ fixedAmount: '5' }, '10');
    await expireNow(bonus.id);
    expect(await app.bonuses.sweep()).toMatchObject({ expired: 1 });
    const [row] = await ctx.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.id, bonus.id));
    expect(row).toMatchObject({ state: 'expired', removedAmount: dollars(5) });
    expect(await app.bonuses.sweep()).toMatchObject({ expired: 0 });
  });

  it('is applied when the player looks, and a waiting bonus expires without money', async () => {
    const offerId = await createOffer({});
    const { client, id } = await player();
    const bonus = await claimed(client, offerId);
    await expireNow(bonus.id);
    expect(await latest(client)).toMatchObject({ state: 'expired', removedAmount: null });
    // A deposit after the expiry matches nothing.
    await deposit(id, '50');
    expect(await latest(client)).toMatchObject({ state: 'expired' });
    expect(await balance(id)).toBe(dollars(50));
    expect((await forfeit(client, bonus.id)).statusCode).toBe(409);
  });
});
