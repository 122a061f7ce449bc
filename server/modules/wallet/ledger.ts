/**
 * The ledger: the only code that moves money. `ledger.post` books one movement — legs that sum
 * to zero, one balance type — in one database transaction:
 *   1. the transaction row claims the idempotency key (a second request with that key waits
 *      for the first, then gets its result: money moves once);
 *   2. each player leg updates the player's running balance; a debit is a conditional update
 *      that refuses to go below zero, so an overdraw is impossible even under concurrency
 *      (legs run in user order, so two opposite tips cannot deadlock);
 *   3. the entries are written with the balances after them.
 * `ledger.run` books several movements together with the caller's own writes (a withdrawal
 * row and its hold); listeners hear of movements only after the commit.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BalanceType } from '@/contracts/balances';
import type { HistoryType } from '@/contracts/history-types';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerTransactions, playerBalances } from '../../db/schema';
import type { HouseAccount } from './house-accounts';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  InvalidMovementError,
} from './ledger-errors';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Leg =
  | { account: 'player'; userId: string; amount: bigint }
  | { account: HouseAccount; amount: bigint };

export interface Movement {
  type: HistoryType;
  /** Unique per intended movement; scope it (`tip:<userId>:<client key>`). */
  idempotencyKey: string;
  balanceType: BalanceType;
  legs: Leg[];
  reference?: string | null;
  meta?: Record<string, unknown>;
}

export interface PostedEntry {
  id: bigint;
  account: string;
  userId: string | null;
  amount: bigint;
  balanceAfter: bigint | null;
}

export interface Posted {
  transactionId: bigint;
  type: HistoryType;
  balanceType: BalanceType;
  reference: string | null;
  meta: Record<string, unknown>;
  createdAt: Date;
  entries: PostedEntry[];
  /** True when the key had been used already: nothing moved this time. */
  replayed: boolean;
}

export interface Book {
  /** The open database transaction, for the caller's own writes beside the movements. */
  tx: Tx;
  post(movement: Movement): Promise<Posted>;
}

export interface Ledger {
  post(movement: Movement): Promise<Posted>;
  run<T>(work: (book: Book) => Promise<T>): Promise<T>;
  /** Called after each commit with the movements it booked (not with replays). */
  onPosted(listener: (posted: Posted) => void): void;
}

function validate(movement: Movement): void {
  const { legs } = movement;
  if (legs.length < 2) throw new InvalidMovementError('A movement needs at least two legs');
  let sum = 0n;
  const seen = new Set<string>();
  for (const leg of legs) {
    if (leg.amount === 0n) throw new InvalidMovementError('A leg cannot be zero');
    const key = leg.account === 'player' ? `player:${leg.userId}` : leg.account;
    if (seen.has(key)) throw new InvalidMovementError(`Account ${key} appears twice`);
    seen.add(key);
    sum += leg.amount;
  }
  if (sum !== 0n) throw new InvalidMovementError('The legs of a movement must sum to zero');
  if (!movement.idempotencyKey) throw new InvalidMovementError('An idempotency key is required');
}

function fingerprintOf(movement: Movement): string {
  const legs = movement.legs
    .map((leg) => `${leg.account}:${leg.account === 'player' ? leg.userId : ''}:${leg.amount}`)
    .sort();
  return createHash('sha256')
    .update(JSON.stringify([movement.type, movement.balanceType, movement.reference ?? null, legs]))
    .digest('hex');
}

async function applyPlayerLeg(
  tx: Tx,
  userId: string,
  balanceType: BalanceType,
  amount: bigint,
): Promise<bigint> {
  if (amount < 0n) {
    const rows = await tx
      .update(playerBalances)
      .set({
        balance: sql`${playerBalances.balance} + ${amount.toString()}::bigint`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(playerBalances.userId, userId),
          eq(playerBalances.balanceType, balanceType),
          sql`${playerBalances.balance} + ${amount.toString()}::bigint >= 0`,
        ),
      )
      .returning({ balance: playerBalances.balance });
    const row = rows[0];
    if (!row) throw new InsufficientFundsError(userId, balanceType);
    return row.balance;
  }
  const rows = await tx
    .insert(playerBalances)
    .values({ userId, balanceType, balance: amount })
    .onConflictDoUpdate({
      target: [playerBalances.userId, playerBalances.balanceType],
      set: { balance: sql`${playerBalances.balance} + excluded.balance`, updatedAt: sql`now()` },
    })
    .returning({ balance: playerBalances.balance });
  const row = rows[0];
  if (!row) throw new Error('credit returned no balance');
  return row.balance;
}

async function replayOf(tx: Tx, movement: Movement, fingerprint: string): Promise<Posted> {
  const [existing] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, movement.idempotencyKey));
  if (!existing) throw new Error('idempotency key conflict without a transaction');
  if (existing.fingerprint !== fingerprint) {
    throw new IdempotencyConflictError(movement.idempotencyKey);
  }
  const entries = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, existing.id))
    .orderBy(asc(ledgerEntries.id));
  return {
    transactionId: existing.id,
    type: existing.type as HistoryType,
    balanceType: existing.balanceType as BalanceType,
    reference: existing.reference,
    meta: existing.meta,
    createdAt: existing.createdAt,
    entries: entries.map((e) => ({
      id: e.id,
      account: e.account,
      userId: e.userId,
      amount: e.amount,
      balanceAfter: e.balanceAfter,
    })),
    replayed: true,
  };
}

async function postWithin(tx: Tx, movement: Movement): Promise<Posted> {
  validate(movement);
  const fingerprint = fingerprintOf(movement);
  const reference = movement.reference ?? null;
  const meta = movement.meta ?? {};
  const [claimed] = await tx
    .insert(ledgerTransactions)
    .values({
      type: movement.type,
      idempotencyKey: movement.idempotencyKey,
      fingerprint,
      balanceType: movement.balanceType,
      reference,
      meta,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
  if (!claimed) return replayOf(tx, movement, fingerprint);

  // One order for every movement, so concurrent movements lock player rows without deadlock.
  const playerLegs = movement.legs
    .filter((leg): leg is Extract<Leg, { account: 'player' }> => leg.account === 'player')
    .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const balanceAfter = new Map<string, bigint>();
  for (const leg of playerLegs) {
    balanceAfter.set(
      leg.userId,
      await applyPlayerLeg(tx, leg.userId, movement.balanceType, leg.amount),
    );
  }

  const rows = await tx
    .insert(ledgerEntries)
    .values(
      movement.legs.map((leg) => ({
        transactionId: claimed.id,
        account: leg.account,
        userId: leg.account === 'player' ? leg.userId : null,
        balanceType: movement.balanceType,
        amount: leg.amount,
        balanceAfter: leg.account === 'player' ? (balanceAfter.get(leg.userId) ?? null) : null,
        type: movement.type,
        createdAt: claimed.createdAt,
      })),
    )
    .returning();
  return {
    transactionId: claimed.id,
    type: movement.type,
    balanceType: movement.balanceType,
    reference,
    meta,
    createdAt: claimed.createdAt,
    entries: rows.map((e) => ({
      id: e.id,
      account: e.account,
      userId: e.userId,
      amount: e.amount,
      balanceAfter: e.balanceAfter,
    })),
    replayed: false,
  };
}

export function createLedger(db: Db): Ledger {
  const listeners: Array<(posted: Posted) => void> = [];

  async function run<T>(work: (book: Book) => Promise<T>): Promise<T> {
    const booked: Posted[] = [];
    const result = await db.transaction(async (tx) =>
      work({
        tx,
        post: async (movement) => {
          const posted = await postWithin(tx, movement);
          if (!posted.replayed) booked.push(posted);
          return posted;
        },
      }),
    );
    for (const posted of booked) {
      for (const listener of listeners) listener(posted);
    }
    return result;
  }

  return {
    run,
    post: (movement) => run((book) => book.post(movement)),
    onPosted: (listener) => {
      listeners.push(listener);
    },
  };
}
