// @vitest-environment node
/**
 * The gate on PGlite with a clock the tests move: limits per rolling window, the lowest one
 * winning, decreases at once and increases after 24 hours, the exact refusal; breaks and
 * self-exclusion blocking every play action, never shortened, and the operator's lift.
 */

import { ledgerEntries } from '@server/db/schema';
import type { ApiError } from '@server/http/api-error';
import {
  createResponsibleGamblingService,
  type ResponsibleGamblingService,
} from '@server/modules/responsible-gambling/service';
import { createLedger, type Ledger } from '@server/modules/wallet/ledger';
import { dollars } from '@server/modules/wallet/money';
import { createTestContext, type TestContext } from '@tests/support/app';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import type { HistoryType } from '@/contracts/history-types';
import type { LimitChange } from '@/contracts/responsible-gambling';
import { insertPlayers } from '../wallet/players';

const HOUR = 3_600_000;
let context: TestContext;
let ledger: Ledger;
let rg: ResponsibleGamblingService;
let now: Date;
let keys = 0;

beforeAll(async () => {
  context = await createTestContext('rg-gate');
  ledger = createLedger(context.database.db);
  rg = createResponsibleGamblingService({ db: context.database.db, clock: () => now });
}, 60_000);
afterAll(() => context?.close());
beforeEach(() => {
  // Whole minutes, so the messages' times are exact.
  now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
});

const later = (hours: number) => {
  now = new Date(now.getTime() + hours * HOUR);
};

async function player(): Promise<string> {
  const [id = ''] = await insertPlayers(context.database.db, 1);
  return id;
}

/** Books a movement for the player, dated `hoursAgo` before the test clock. */
async function book(userId: string, type: HistoryType, amount: number, hoursAgo = 0) {
  keys += 1;
  const units = dollars(Math.abs(amount));
  const player = amount < 0 ? -units : units;
  const counterparty = type === 'deposit' ? 'payments' : 'house';
  const posted = await ledger.post({
    type,
    idempotencyKey: `rg-test:${keys}`,
    balanceType: 'usdt',
    legs: [
      { account: 'player', userId, amount: player },
      { account: counterparty, amount: -player },
    ],
  });
  await context.database.db
    .update(ledgerEntries)
    .set({ createdAt: new Date(now.getTime() - hoursAgo * HOUR) })
    .where(inArray(ledgerEntries.transactionId, [posted.transactionId]));
  return posted;
}

const set = (userId: string, ...changes: LimitChange[]) => rg.setLimits(userId, changes);

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a refusal');
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

describe('deposit limits', () => {
  it('refuses a deposit over the limit, naming the limit, what is left and when it resets', async () => {
    const id = await player();
    await set(id, { kind: 'deposit', period: 'day', amount: '100' });
    await book(id, 'deposit', 60, 2);
    await expect(rg.assertAllowed(id, 'deposit', dollars(40))).resolves.toBeUndefined();

    const error = await refusal(rg.assertAllowed(id, 'deposit', dollars(41)));
    const resetsAt = new Date(now.getTime() + 22 * HOUR);
    expect(error.code).toBe(API_ERROR_CODES.limitReached);
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe(
      `This deposit would exceed your daily deposit limit of $100.00 ($40.00 left in the last 24 hours). It resets at ${utc(resetsAt)}.`,
    );
    expect(error.details).toEqual({
      reason: 'limitReached',
      kind: 'deposit',
      period: 'day',
      limit: 100,
      used: 60,
      remaining: 40,
      resetsAt: resetsAt.toISOString(),
    });
  });

  it('counts only the rolling window: a deposit 24 hours old no longer counts', async () => {
    const id = await player();
    await set(id, { kind: 'deposit', period: 'day', amount: '50' });
    await book(id, 'deposit', 50, 23);
    await expect(rg.assertAllowed(id, 'deposit', dollars(1))).rejects.toMatchObject({
      code: API_ERROR_CODES.limitReached,
    });
    later(1);
    await expect(rg.assertAllowed(id, 'deposit', dollars(50))).resolves.toBeUndefined();
  });

  it('checks every period: the lowest applicable limit wins', async () => {
    const id = await player();
    await set(
      id,
      { kind: 'deposit', period: 'day', amount: '100' },
      { kind: 'deposit', period: 'week', amount: '50' },
      { kind: 'deposit', period: 'month', amount: '1000' },
    );
    await book(id, 'deposit', 30, 48); // outside the day, inside the week
    const error = await refusal(rg.assertAllowed(id, 'deposit', dollars(25)));
    expect(error.details).toMatchObject({ kind: 'deposit', period: 'week', limit: 50, used: 30 });
    expect(error.message).toContain(
      'weekly deposit limit of $50.00 ($20.00 left in the last 7 days)',
    );
    await expect(rg.assertAllowed(id, 'deposit', dollars(20))).resolves.toBeUndefined();
  });

  it('names the tightest limit when several would be exceeded', async () => {
    const id = await player();
    await set(
      id,
      { kind: 'deposit', period: 'day', amount: '100' },
      { kind: 'deposit', period: 'month', amount: '120' },
    );
    await book(id, 'deposit', 90, 72);
    await book(id, 'deposit', 5, 1);
    // day: 5 used, 95 left; month: 95 used, 25 left → the month binds.
    const error = await refusal(rg.assertAllowed(id, 'deposit', dollars(200)));
    expect(error.details).toMatchObject({ period: 'month', remaining: 25 });
    expect(error.message).toContain(
      'This deposit of $200.00 is more than your monthly deposit limit of $120.00.',
    );
  });

  it('applies a decrease at once', async () => {
    const id = await player();
    await set(id, { kind: 'deposit', period: 'day', amount: '500' });
    await book(id, 'deposit', 100, 1);
    await expect(rg.assertAllowed(id, 'deposit', dollars(150))).resolves.toBeUndefined();
    const limits = await set(id, { kind: 'deposit', period: 'day', amount: '200' });
    expect(limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({
      amount: 200,
      pending: null,
      used: 100,
    });
    await expect(rg.assertAllowed(id, 'deposit', dollars(150))).rejects.toMatchObject({
      code: API_ERROR_CODES.limitReached,
    });
  });

  it('applies an increase only after 24 hours, showing it as pending until then', async () => {
    const id = await player();
    await set(id, { kind: 'deposit', period: 'week', amount: '50' });
    const start = now;
    const limits = await set(id, { kind: 'deposit', period: 'week', amount: '200' });
    expect(limits.find((l) => l.period === 'week' && l.kind === 'deposit')).toMatchObject({
      amount: 50,
      pending: { amount: 200, appliesAt: new Date(start.getTime() + 24 * HOUR).toISOString() },
    });
    await expect(rg.assertAllowed(id, 'deposit', dollars(100))).rejects.toMatchObject({
      code: API_ERROR_CODES.limitReached,
    });
    later(23.9);
    await expect(rg.assertAllowed(id, 'deposit', dollars(100))).rejects.toMatchObject({
      code: API_ERROR_CODES.limitReached,
    });
    later(0.1);
    await expect(rg.assertAllowed(id, 'deposit', dollars(100))).resolves.toBeUndefined();
    expect(
      (await rg.limits(id)).find((l) => l.period === 'week' && l.kind === 'deposit'),
    ).toMatchObject({
      amount: 200,
      pending: null,
    });
  });

  it('removes a limit only after 24 hours', async () => {
    const id = await player();
    await set(id, { kind: 'deposit', period: 'day', amount: '10' });
    await set(id, { kind: 'deposit', period: 'day', amount: null });
    await expect(rg.assertAllowed(id, 'deposit', dollars(20))).rejects.toMatchObject({
      code: API_ERROR_CODES.limitReached,
    });
    later(24);
    await expect(rg.assertAllowed(id, 'deposit', dollars(20))).resolves.toBeUndefined();
  });

  it('does not hold tips, rain or bets to a deposit limit', async () => {
    const id = await player();
    await set(id, { kind: 'deposit', period: 'day', amount: '10' });
    await book(id, 'deposit', 10, 1);
    for (const action of ['tip', 'rain', 'bet'] as const) {
      await expect(rg.assertAllowed(id, action, dollars(50))).resolves.toBeUndefined();
    }
  });
});

describe('wager and loss limits', () => {
  it('refuses a bet that would take the stakes over the wager limit', async () => {
    const id = await player();
    await book(id, 'deposit', 500, 10);
    await set(id, { kind: 'wager', period: 'day', amount: '100' });
    await book(id, 'bet', -70, 3);
    await book(id, 'payout', 200, 3); // winnings do not give wager room back
    await book(id, 'bet', -20, 2);
    await book(id, 'refund', 20, 2); // a refunded stake was not wagered
    await expect(rg.assertAllowed(id, 'bet', dollars(30))).resolves.toBeUndefined();
    const error = await refusal(rg.assertAllowed(id, 'bet', dollars('30.01')));
    expect(error.message).toBe(
      `This bet would exceed your daily wager limit of $100.00 ($30.00 left in the last 24 hours). It resets at ${utc(new Date(now.getTime() + 21 * HOUR))}.`,
    );
  });

  it('refuses a bet when the net loss plus the stake would exceed the loss limit', async () => {
    const id = await player();
    await book(id, 'deposit', 500, 10);
    await set(id, { kind: 'loss', period: 'day', amount: '50' });
    await book(id, 'bet', -40, 5);
    await book(id, 'payout', 15, 5); // net loss 25
    await expect(rg.assertAllowed(id, 'bet', dollars(25))).resolves.toBeUndefined();
    const error = await refusal(rg.assertAllowed(id, 'bet', dollars(26)));
    expect(error.details).toMatchObject({ kind: 'loss', period: 'day', used: 25, remaining: 25 });
    expect(error.message).toContain('daily loss limit of $50.00');
  });

  it('lets winnings in the window offset losses, but never risk more than the limit', async () => {
    const id = await player();
    await book(id, 'deposit', 500, 10);
    await set(id, { kind: 'loss', period: 'day', amount: '50' });
    await book(id, 'bet', -10, 5);
    await book(id, 'payout', 110, 5); // net win of 100
    await expect(rg.assertAllowed(id, 'bet', dollars(50))).resolves.toBeUndefined();
    await expect(rg.assertAllowed(id, 'bet', dollars(51))).rejects.toMatchObject({
      code: API_ERROR_CODES.limitReached,
    });
  });

  it('checks wager and loss limits together; the tightest wins', async () => {
    const id = await player();
    await book(id, 'deposit', 500, 10);
    await set(
      id,
      { kind: 'wager', period: 'week', amount: '1000' },
      { kind: 'loss', period: 'week', amount: '30' },
    );
    await book(id, 'bet', -20, 30);
    const error = await refusal(rg.assertAllowed(id, 'bet', dollars(15)));
    expect(error.details).toMatchObject({ kind: 'loss', period: 'week', remaining: 10 });
  });
});

describe('breaks and self-exclusion', () => {
  it('blocks deposits, bets, tips and rain at once, with the end time', async () => {
    const id = await player();
    const exclusion = await rg.takeBreak(id, '24h');
    const until = new Date(now.getTime() + 24 * HOUR);
    expect(exclusion).toEqual({
      kind: 'break',
      startedAt: now.toISOString(),
      until: until.toISOString(),
    });
    for (const action of ['deposit', 'bet', 'tip', 'rain'] as const) {
      const error = await refusal(rg.assertAllowed(id, action, dollars(1)));
      expect(error.code).toBe(API_ERROR_CODES.selfExcluded);
      expect(error.message).toBe(
        `You are taking a break until ${utc(until)}: you can sign in and withdraw, but not deposit, bet, tip or join rain.`,
      );
      expect(error.details).toEqual({
        reason: 'selfExcluded',
        kind: 'break',
        until: until.toISOString(),
      });
    }
    later(24);
    await expect(rg.assertAllowed(id, 'deposit', dollars(1))).resolves.toBeUndefined();
  });

  it('cannot be shortened, but can be extended', async () => {
    const id = await player();
    await rg.takeBreak(id, '1w');
    await expect(rg.takeBreak(id, '24h')).rejects.toMatchObject({
      code: API_ERROR_CODES.conflict,
      message: expect.stringContaining('It cannot be shortened'),
    });
    await expect(rg.takeBreak(id, '1w')).rejects.toMatchObject({ code: API_ERROR_CODES.conflict });
    const longer = await rg.takeBreak(id, '2w');
    expect(await rg.exclusion(id)).toEqual(longer);
    const excluded = await rg.selfExclude(id, '6m');
    expect(await rg.exclusion(id)).toEqual(excluded);
    await expect(rg.takeBreak(id, '6w')).rejects.toMatchObject({ code: API_ERROR_CODES.conflict });
  });

  it('keeps an indefinite self-exclusion until the operator lifts it, after 6 months', async () => {
    const id = await player();
    await rg.selfExclude(id, 'indefinite');
    const error = await refusal(rg.assertAllowed(id, 'tip', dollars(1)));
    expect(error.message).toBe(
      'You are self-excluded indefinitely: you can sign in and withdraw, but not deposit, bet, tip or join rain.',
    );
    await expect(rg.selfExclude(id, '1y')).rejects.toMatchObject({
      code: API_ERROR_CODES.conflict,
    });

    later(24 * 100);
    expect(await rg.lift(id, 'player asked by email')).toMatchObject({
      ok: false,
      reason: 'tooEarly',
    });
    later(24 * 90);
    const lift = await rg.lift(id, 'player asked by email, identity checked');
    expect(lift).toEqual({ ok: true, endsAt: new Date(now.getTime() + 24 * HOUR) });
    // Play resumes only after the cooling-off.
    await expect(rg.assertAllowed(id, 'bet', dollars(1))).rejects.toMatchObject({
      code: API_ERROR_CODES.selfExcluded,
    });
    expect(await rg.lift(id, 'again')).toMatchObject({ ok: false, reason: 'alreadyLifted' });
    later(24);
    await expect(rg.assertAllowed(id, 'bet', dollars(1))).resolves.toBeUndefined();
    const [record] = await rg.history(id);
    expect(record?.liftReason).toBe('player asked by email, identity checked');
  });

  it('never lets the operator lift a break or a fixed self-exclusion', async () => {
    const id = await player();
    await rg.takeBreak(id, '6w');
    expect(await rg.lift(id, 'please')).toMatchObject({ ok: false, reason: 'breakEndsItself' });
    await rg.selfExclude(id, '1y');
    later(24 * 300);
    expect(await rg.lift(id, 'please')).toMatchObject({ ok: false, reason: 'fixedEndsItself' });
  });
});

describe('session numbers', () => {
  it('sums the play since the session began', async () => {
    const id = await player();
    await book(id, 'deposit', 100, 5);
    await book(id, 'bet', -10, 3); // before the session
    await book(id, 'bet', -20, 1);
    await book(id, 'payout', 35, 1);
    await book(id, 'bet', -5, 0.5);
    await book(id, 'refund', 5, 0.5);
    await book(id, 'bet', -8, 0.2);
    const numbers = await rg.sessionNumbers(id, new Date(now.getTime() - 2 * HOUR));
    expect(numbers).toEqual({ staked: dollars(28), won: dollars(35), net: dollars(7) });
  });
});

it('keeps the rows of other players apart', async () => {
  const [a = '', b = ''] = await insertPlayers(context.database.db, 2);
  await set(a, { kind: 'deposit', period: 'day', amount: '10' });
  await rg.takeBreak(a, '24h');
  await expect(rg.assertAllowed(b, 'deposit', dollars(1000))).resolves.toBeUndefined();
  const rows = await context.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, b));
  expect(rows).toEqual([]);
});
