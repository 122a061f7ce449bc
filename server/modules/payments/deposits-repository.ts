/**
 * Deposit rows: created when a deposit starts (M-Pesa, cash) or a chain transfer is first
 * seen, found by the provider's reference, and moved out of 'pending' at most once — every
 * status change is a conditional update on `status = 'pending'`, so two callbacks racing for
 * one deposit cannot both decide it.
 */

import type { Db } from '@server/db/client';
import { deposits } from '@server/db/schema';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ChainCoin, DepositMethod, DepositStatus } from '@/contracts/payments';
import type { Tx } from '../wallet/ledger';

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;
/** 'unmatched': a chain transfer to nobody's address; never shown to a player. */
export type StoredDepositStatus = DepositStatus | 'unmatched';

type Executor = Db | Tx;

/** Inserts unless the provider reference (or idempotency key) exists; then returns that row. */
export async function insertDeposit(
  db: Db,
  row: NewDeposit,
): Promise<{ row: DepositRow; created: boolean }> {
  const [created] = await db.insert(deposits).values(row).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const existing =
    (row.idempotencyKey ? await findDepositByKey(db, row.idempotencyKey) : null) ??
    (await findByProviderRef(db, row.method as DepositMethod, row.providerRef));
  if (!existing) throw new Error('deposit insert conflicted with no row');
  return { row: existing, created: false };
}

export async function findDeposit(db: Executor, id: number): Promise<DepositRow | null> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  return row ?? null;
}

export async function findByProviderRef(
  db: Executor,
  method: DepositMethod,
  providerRef: string,
): Promise<DepositRow | null> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.method, method), eq(deposits.providerRef, providerRef)));
  return row ?? null;
}

export async function findDepositByKey(db: Db, key: string): Promise<DepositRow | null> {
  const [row] = await db.select().from(deposits).where(eq(deposits.idempotencyKey, key));
  return row ?? null;
}

/** Leaves 'pending' for `status`; null when the deposit was not pending any more. */
export async function settlePending(
  db: Executor,
  id: number,
  status: Exclude<StoredDepositStatus, 'pending'>,
  extra: { receipt?: string | null; failureReason?: string | null } = {},
): Promise<DepositRow | null> {
  const [row] = await db
    .update(deposits)
    .set({ status, ...extra, updatedAt: sql`now()` })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * The dollars a deposit is for. Provider deposits (M-Pesa, cash) are started for an amount;
 * only a chain transfer can lack one, until a fresh price values it.
 */
export function dollarsOf(row: DepositRow): bigint {
  if (row.amount === null) throw new Error(`deposit ${row.id} has not been valued in dollars`);
  return row.amount;
}

/**
 * Values a pending chain transfer once: its dollars at the price, and 'belowMinimum' when
 * they fall short. Null when it was valued (or decided) already.
 */
export async function valuePending(
  db: Executor,
  id: number,
  value: {
    amount: bigint;
    coinPrice: bigint;
    status: 'pending' | 'belowMinimum';
    failureReason: string | null;
  },
): Promise<DepositRow | null> {
  const [row] = await db
    .update(deposits)
    .set({ ...value, updatedAt: sql`now()` })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending'), isNull(deposits.amount)))
    .returning();
  return row ?? null;
}

/** Pending chain transfers of these coins still waiting for a price to value them. */
export async function unvaluedTransfers(db: Db, coins: ChainCoin[]): Promise<DepositRow[]> {
  if (coins.length === 0) return [];
  return db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.method, 'chain'),
        eq(deposits.status, 'pending'),
        isNull(deposits.amount),
        inArray(deposits.balanceType, coins),
      ),
    );
}

/** Records more confirmations of a pending chain transfer (never fewer than seen before). */
export async function raiseConfirmations(
  db: Db,
  id: number,
  confirmations: number,
): Promise<DepositRow | null> {
  const [row] = await db
    .update(deposits)
    .set({
      confirmations: sql`greatest(coalesce(${deposits.confirmations}, 0), ${confirmations})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function listDepositsOf(db: Db, userId: string, limit: number): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(eq(deposits.userId, userId))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(limit);
}

/** For the operator: the newest deposits, optionally of one status. */
export async function listDeposits(
  db: Db,
  filter: { status?: StoredDepositStatus; limit: number },
): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(filter.status ? eq(deposits.status, filter.status) : undefined)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(filter.limit);
}

/** Pending M-Pesa requests, for the sandbox to answer again after a restart. */
export async function pendingOfMethod(db: Db, method: DepositMethod): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.method, method), eq(deposits.status, 'pending')));
}
