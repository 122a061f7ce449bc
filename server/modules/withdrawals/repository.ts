/**
 * Withdrawal rows. Inserted inside the ledger transaction that holds the funds; decided by a
 * conditional update on `status = 'pending'` inside the transaction that settles them, so a
 * withdrawal is decided once however many operators (or the player) try at the same time.
 */

import type { Db } from '@server/db/client';
import { users, withdrawals } from '@server/db/schema';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '@/contracts/withdrawals';
import type { Tx } from '../wallet/ledger';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

export async function insertWithdrawal(tx: Tx, row: NewWithdrawal): Promise<WithdrawalRow | null> {
  const [inserted] = await tx.insert(withdrawals).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}

export async function findWithdrawalByKey(db: Db, key: string): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.idempotencyKey, key));
  return row ?? null;
}

export async function decidePending(
  tx: Tx,
  id: number,
  decision: {
    status: Exclude<WithdrawalStatus, 'pending'>;
    decidedBy: 'operator' | 'player';
    reason: string | null;
    /** A player may only decide (cancel) their own. */
    userId?: string;
  },
): Promise<WithdrawalRow | null> {
  const [row] = await tx
    .update(withdrawals)
    .set({
      status: decision.status,
      reason: decision.reason,
      decidedBy: decision.decidedBy,
      decidedAt: sql`now()`,
    })
    .where(
      and(
        eq(withdrawals.id, id),
        eq(withdrawals.status, 'pending'),
        decision.userId ? eq(withdrawals.userId, decision.userId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export async function listWithdrawalsOf(
  db: Db,
  userId: string,
  limit: number,
): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

/** For the operator: the newest withdrawals (optionally of some statuses), with player names. */
export async function listWithdrawals(
  db: Db,
  filter: { statuses?: WithdrawalStatus[]; limit: number },
) {
  return db
    .select({ withdrawal: withdrawals, player: users.name })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(filter.statuses ? inArray(withdrawals.status, filter.statuses) : undefined)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(filter.limit);
}
