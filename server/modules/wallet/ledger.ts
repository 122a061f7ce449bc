/**
 * The ledger: the only code that moves money. `ledger.post` books one movement — legs that sum
 * to zero, one balance type — through the database function `ledger_post` (migration 0003),
 * one atomic statement and one round trip:
 *   1. the transaction row claims the idempotency key (a second request with that key waits
 *      for the first, then gets its result: money moves once);
 *   2. each player leg updates the player's running balance; a debit is a conditional update
 *      that refuses to go below zero, so an overdraw is impossible even under concurrency
 *      (legs run in user order, so two opposite tips cannot deadlock);
 *   3. the entries are written with the balances after them.
 * Validation and the request fingerprint are computed here, in TypeScript, where they are
 * tested. `ledger.run` books several movements together with the caller's own writes (a
 * withdrawal row and its hold) in one transaction; listeners hear of movements only after
 * the commit.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';
import type { BalanceType } from '@/contracts/balances';
import type { HistoryType } from '@/contracts/history-types';
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
  /** Tells the listeners of movements a database function booked through ledger_post. */
  announce(posted: Posted): void;
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

export interface LedgerPostRow {
  o_transaction_id: unknown;
  o_created_at: unknown;
  o_replayed: unknown;
  o_entry_id: unknown;
  o_account: unknown;
  o_user_id: unknown;
  o_amount: unknown;
  o_balance_after: unknown;
}

/** Both drivers answer `{ rows }`; int8 arrives as a string (pg) or a bigint/number (PGlite). */
export function rowsOf(result: unknown): LedgerPostRow[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as LedgerPostRow[]) : [];
}

const big = (value: unknown): bigint => BigInt(String(value));

/** The driver's error under Drizzle's wrapper, with its SQLSTATE and detail. */
export function sqlErrorOf(error: unknown): { code?: string; detail?: string } | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && typeof e.code === 'string') return e as { code: string; detail?: string };
  }
  return null;
}

/** A movement checked and put in ledger_post's arguments (legs' amounts as text). */
export interface PreparedMovement {
  type: HistoryType;
  key: string;
  fingerprint: string;
  balanceType: BalanceType;
  reference: string | null;
  meta: Record<string, unknown>;
  legs: Array<{ account: string; userId: string | null; amount: string }>;
}

/**
 * Checks a movement and answers ledger_post's arguments, for a database function that books
 * it with other writes in one statement (an instant Original's bet); plain callers use post.
 */
export function prepareMovement(movement: Movement): PreparedMovement {
  validate(movement);
  return {
    type: movement.type,
    key: movement.idempotencyKey,
    fingerprint: fingerprintOf(movement),
    balanceType: movement.balanceType,
    reference: movement.reference ?? null,
    meta: movement.meta ?? {},
    legs: movement.legs.map((leg) => ({
      account: leg.account,
      userId: leg.account === 'player' ? leg.userId : null,
      amount: leg.amount.toString(),
    })),
  };
}

/** ledger_post's refusals as the ledger's errors; anything else is passed on. */
export function ledgerErrorOf(error: unknown, movement: Movement): unknown {
  const cause = sqlErrorOf(error);
  if (cause?.code === 'KB001') {
    return new InsufficientFundsError(cause.detail ?? '', movement.balanceType);
  }
  if (cause?.code === 'KB002') return new IdempotencyConflictError(movement.idempotencyKey);
  return error;
}

/** The movement as booked, from ledger_post's rows (each one of its entries). */
export function postedOf(movement: Movement, rows: readonly LedgerPostRow[]): Posted {
  const first = rows[0];
  if (!first) throw new Error('ledger_post returned no entries');
  return {
    transactionId: big(first.o_transaction_id),
    // A replay answers with the stored movement, not with what this request asked.
    type: movement.type,
    balanceType: movement.balanceType,
    reference: movement.reference ?? null,
    meta: movement.meta ?? {},
    createdAt: new Date(first.o_created_at as string | Date),
    entries: rows.map((row) => ({
      id: big(row.o_entry_id),
      account: String(row.o_account),
      userId: row.o_user_id === null ? null : String(row.o_user_id),
      amount: big(row.o_amount),
      balanceAfter: row.o_balance_after === null ? null : big(row.o_balance_after),
    })),
    replayed: first.o_replayed === true,
  };
}

async function postWithin(db: Db | Tx, movement: Movement): Promise<Posted> {
  const m = prepareMovement(movement);
  let rows: LedgerPostRow[];
  try {
    rows = rowsOf(
      await db.execute(sql`select * from ledger_post(
        ${m.type}, ${m.key}, ${m.fingerprint}, ${m.balanceType}, ${m.reference},
        ${JSON.stringify(m.meta)}::jsonb, ${JSON.stringify(m.legs)}::jsonb)`),
    );
  } catch (error) {
    throw ledgerErrorOf(error, movement);
  }
  return postedOf(movement, rows);
}

export function createLedger(db: Db): Ledger {
  const listeners: Array<(posted: Posted) => void> = [];

  const announce = (posted: Posted) => {
    if (posted.replayed) return;
    for (const listener of listeners) listener(posted);
  };

  async function run<T>(work: (book: Book) => Promise<T>): Promise<T> {
    const booked: Posted[] = [];
    const result = await db.transaction(async (tx) =>
      work({
        tx,
        post: async (movement) => {
          const posted = await postWithin(tx, movement);
          booked.push(posted);
          return posted;
        },
      }),
    );
    booked.forEach(announce);
    return result;
  }

  return {
    run,
    // One statement needs no explicit transaction: ledger_post is atomic on its own.
    post: async (movement) => {
      const posted = await postWithin(db, movement);
      announce(posted);
      return posted;
    },
    onPosted: (listener) => {
      listeners.push(listener);
    },
    announce,
  };
}
