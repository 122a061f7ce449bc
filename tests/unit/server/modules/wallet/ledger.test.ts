// @vitest-environment node
/**
 * The ledger on PGlite: property-based runs of random movements against a model (every
 * transaction sums to zero, no balance goes negative, balances equal their entries, refused
 * movements change nothing, a repeated key moves money once), plus the rules one by one.
 */

import { auditLedger } from '@server/modules/wallet/audit';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import { createLedger, type Ledger, type Leg } from '@server/modules/wallet/ledger';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  InvalidMovementError,
} from '@server/modules/wallet/ledger-errors';
import { dollars } from '@server/modules/wallet/money';
import { createTestContext, type TestContext } from '@tests/support/app';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALANCE_TYPES, type BalanceType } from '@/contracts/balances';
import { insertPlayers } from './players';

let context: TestContext;
let ledger: Ledger;
let keyCounter = 0;
const nextKey = () => `test:${Date.now()}:${keyCounter++}`;

beforeAll(async () => {
  context = await createTestContext('ledger');
  ledger = createLedger(context.database.db);
}, 60_000);

afterAll(async () => {
  await context.close();
});

const deposit = (userId: string, amount: bigint, balanceType: BalanceType = 'usdt') =>
  ledger.post({
    type: 'deposit',
    idempotencyKey: nextKey(),
    balanceType,
    legs: [
      { account: 'payments', amount: -amount },
      { account: 'player', userId, amount },
    ],
  });

describe('a movement', () => {
  it('credits and debits exactly and records the balance after each entry', async () => {
    const [a = '', b = ''] = await insertPlayers(context.database.db, 2);
    await deposit(a, dollars(10));
    const tip = await ledger.post({
      type: 'tip',
      idempotencyKey: nextKey(),
      balanceType: 'usdt',
      reference: 'bob',
      legs: [
        { account: 'player', userId: a, amount: -dollars('0.3') },
        { account: 'player', userId: b, amount: dollars('0.3') },
      ],
    });
    expect(tip.entries.map((e) => [e.userId, e.balanceAfter])).toEqual([
      [a, dollars('9.7')],
      [b, dollars('0.3')],
    ]);
    expect((await balanceUnitsOf(context.database.db, a)).get('usdt')).toBe(dollars('9.7'));
  });

  it('refuses an overdraw and changes nothing', async () => {
    const [a = ''] = await insertPlayers(context.database.db, 1);
    await deposit(a, dollars(1));
    const key = nextKey();
    await expect(
      ledger.post({
        type: 'bet',
        idempotencyKey: key,
        balanceType: 'usdt',
        legs: [
          { account: 'player', userId: a, amount: -dollars('1.01') },
          { account: 'house', amount: dollars('1.01') },
        ],
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await balanceUnitsOf(context.database.db, a)).get('usdt')).toBe(dollars(1));
    // The refused key was rolled back with the rest: it can be used again.
    const retried = await ledger.post({
      type: 'bet',
      idempotencyKey: key,
      balanceType: 'usdt',
      legs: [
        { account: 'player', userId: a, amount: -dollars(1) },
        { account: 'house', amount: dollars(1) },
      ],
    });
    expect(retried.replayed).toBe(false);
  });

  it('refuses a debit from a balance type never credited', async () => {
    const [a = ''] = await insertPlayers(context.database.db, 1);
    await deposit(a, dollars(5), 'usdt');
    await expect(
      ledger.post({
        type: 'bet',
        idempotencyKey: nextKey(),
        balanceType: 'xrp',
        legs: [
          { account: 'player', userId: a, amount: -dollars(1) },
          { account: 'house', amount: dollars(1) },
        ],
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
  });

  it('moves money once for a repeated key and refuses the key for another request', async () => {
    const [a = ''] = await insertPlayers(context.database.db, 1);
    const key = nextKey();
    const movement = {
      type: 'deposit' as const,
      idempotencyKey: key,
      balanceType: 'usdt' as const,
      legs: [
        { account: 'payments' as const, amount: -dollars(3) },
        { account: 'player' as const, userId: a, amount: dollars(3) },
      ],
    };
    const first = await ledger.post(movement);
    const second = await ledger.post(movement);
    expect(second.replayed).toBe(true);
    expect(second.transactionId).toBe(first.transactionId);
    expect((await balanceUnitsOf(context.database.db, a)).get('usdt')).toBe(dollars(3));
    await expect(
      ledger.post({
        ...movement,
        legs: [
          { account: 'payments', amount: -dollars(4) },
          { account: 'player', userId: a, amount: dollars(4) },
        ],
      }),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it('refuses movements that are not double-entry', async () => {
    const [a = ''] = await insertPlayers(context.database.db, 1);
    const bad: Leg[][] = [
      [{ account: 'player', userId: a, amount: dollars(1) }],
      [
        { account: 'payments', amount: -dollars(1) },
        { account: 'player', userId: a, amount: dollars(2) },
      ],
      [
        { account: 'payments', amount: 0n },
        { account: 'player', userId: a, amount: 0n },
      ],
      [
        { account: 'player', userId: a, amount: dollars(1) },
        { account: 'player', userId: a, amount: -dollars(1) },
      ],
    ];
    for (const legs of bad) {
      await expect(
        ledger.post({ type: 'deposit', idempotencyKey: nextKey(), balanceType: 'usdt', legs }),
      ).rejects.toBeInstanceOf(InvalidMovementError);
    }
  });

  it('tells listeners after the commit, not for replays or refusals', async () => {
    const [a = ''] = await insertPlayers(context.database.db, 1);
    const heard: bigint[] = [];
    const local = createLedger(context.database.db);
    local.onPosted((posted) => heard.push(posted.transactionId));
    const movement = {
      type: 'deposit' as const,
      idempotencyKey: nextKey(),
      balanceType: 'usdt' as const,
      legs: [
        { account: 'payments' as const, amount: -dollars(1) },
        { account: 'player' as const, userId: a, amount: dollars(1) },
      ],
    };
    const posted = await local.post(movement);
    await local.post(movement);
    await expect(
      local.run(async (book) => {
        await book.post({ ...movement, idempotencyKey: nextKey() });
        throw new Error('caller failed after posting');
      }),
    ).rejects.toThrow('caller failed');
    expect(heard).toEqual([posted.transactionId]);
  });
});

type Op =
  | { kind: 'credit'; to: number; amount: number; type: BalanceType }
  | { kind: 'debit'; from: number; amount: number; type: BalanceType }
  | { kind: 'tip'; from: number; to: number; amount: number; type: BalanceType }
  | { kind: 'replay'; index: number };

const PLAYERS = 3;
const cents = fc.integer({ min: 1, max: 5_000 });
const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const balanceType = fc.constantFrom<BalanceType>('usdt', 'xrp', ...BALANCE_TYPES.slice(0, 2));
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), to: player, amount: cents, type: balanceType }),
  fc.record({
    kind: fc.constant('debit' as const),
    from: player,
    amount: cents,
    type: balanceType,
  }),
  fc.record({
    kind: fc.constant('tip' as const),
    from: player,
    to: player,
    amount: cents,
    type: balanceType,
  }),
  fc.record({ kind: fc.constant('replay' as const), index: fc.nat() }),
);

describe('any sequence of movements', () => {
  it('keeps every transaction at zero, no balance negative, and matches the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const ids = await insertPlayers(context.database.db, PLAYERS);
        const model = new Map<string, bigint>();
        const keyOf = (id: string, type: BalanceType) => `${id}:${type}`;
        const balance = (id: string, type: BalanceType) => model.get(keyOf(id, type)) ?? 0n;
        const done: Array<{ key: string; legs: Leg[]; type: BalanceType }> = [];

        for (const step of ops) {
          let legs: Leg[];
          let type: BalanceType;
          let key = nextKey();
          if (step.kind === 'replay') {
            const earlier = done[step.index % Math.max(done.length, 1)];
            if (!earlier) continue;
            ({ legs, type, key } = earlier);
          } else {
            type = step.type;
            const amount = BigInt(step.amount) * 1_000_000n;
            if (step.kind === 'credit') {
              legs = [
                { account: 'payments', amount: -amount },
                { account: 'player', userId: ids[step.to] ?? '', amount },
              ];
            } else if (step.kind === 'debit') {
              legs = [
                { account: 'player', userId: ids[step.from] ?? '', amount: -amount },
                { account: 'house', amount },
              ];
            } else {
              if (step.from === step.to) continue;
              legs = [
                { account: 'player', userId: ids[step.from] ?? '', amount: -amount },
                { account: 'player', userId: ids[step.to] ?? '', amount },
              ];
            }
          }
          const overdraws = legs.some(
            (leg) => leg.account === 'player' && balance(leg.userId, type) + leg.amount < 0n,
          );
          const isReplay = step.kind === 'replay';
          try {
            const posted = await ledger.post({
              type: 'adminModify',
              idempotencyKey: key,
              balanceType: type,
              legs,
            });
            expect(posted.replayed).toBe(isReplay);
            expect(overdraws && !isReplay).toBe(false);
            if (!isReplay) {
              for (const leg of legs) {
                if (leg.account === 'player') {
                  model.set(keyOf(leg.userId, type), balance(leg.userId, type) + leg.amount);
                }
              }
              done.push({ key, legs, type });
            }
          } catch (error) {
            expect(error).toBeInstanceOf(InsufficientFundsError);
            expect(overdraws).toBe(true);
          }
        }

        for (const id of ids) {
          const stored = await balanceUnitsOf(context.database.db, id);
          for (const type of BALANCE_TYPES) {
            expect(stored.get(type) ?? 0n).toBe(balance(id, type));
          }
        }
      }),
      { numRuns: 40 },
    );
    const audit = await auditLedger(context.database.db);
    expect(audit.transactions).toBeGreaterThan(0);
    expect(audit.unbalancedTransactions).toEqual([]);
    expect(audit.balanceMismatches).toEqual([]);
    expect(audit.negativeBalances).toEqual([]);
  }, 120_000);
});
