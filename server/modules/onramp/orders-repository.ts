/**
 * On-ramp orders: written when the player starts one, found by id (the partner's page) or by
 * the request's idempotency key, and decided once — the partner claims the player's answer
 * with a conditional update on `answered_at is null`, and the status leaves 'pending' by one on
 * `status = 'pending'`, so two clicks or two callbacks cannot both go through.
 */

import type { Db } from '@server/db/client';
import { onrampOrders } from '@server/db/schema';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { OnrampStatus } from '@/contracts/onramp';

export type OrderRow = typeof onrampOrders.$inferSelect;
export type NewOrder = typeof onrampOrders.$inferInsert;

/** Inserts unless the idempotency key exists; then answers that row (a concurrent twin's). */
export async function insertOrder(db: Db, row: NewOrder): Promise<OrderRow> {
  const [created] = await db.insert(onrampOrders).values(row).onConflictDoNothing().returning();
  const order = created ?? (await findOrderByKey(db, row.idempotencyKey));
  if (!order) throw new Error('on-ramp order insert conflicted with no row');
  return order;
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(onrampOrders).where(eq(onrampOrders.id, id));
  return row ?? null;
}

export async function findOrderByKey(db: Db, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(onrampOrders).where(eq(onrampOrders.idempotencyKey, key));
  return row ?? null;
}

export async function listOrdersOf(db: Db, userId: string, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(onrampOrders)
    .where(eq(onrampOrders.userId, userId))
    .orderBy(desc(onrampOrders.createdAt), desc(onrampOrders.id))
    .limit(limit);
}

/** The partner's claim on the player's answer to a pending order: true for the one that wins. */
export async function claimAnswer(db: Db, id: string): Promise<boolean> {
  const claimed = await db
    .update(onrampOrders)
    .set({ answeredAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(onrampOrders.id, id),
        eq(onrampOrders.status, 'pending'),
        isNull(onrampOrders.answeredAt),
      ),
    )
    .returning({ id: onrampOrders.id });
  return claimed.length > 0;
}

/** Leaves 'pending' for `status`; null when the order was not pending any more. */
export async function settleOrder(
  db: Db,
  id: string,
  status: Exclude<OnrampStatus, 'pending'>,
  extra: { txHash?: string; failureReason?: string },
): Promise<OrderRow | null> {
  const [row] = await db
    .update(onrampOrders)
    .set({ status, ...extra, updatedAt: sql`now()` })
    .where(and(eq(onrampOrders.id, id), eq(onrampOrders.status, 'pending')))
    .returning();
  return row ?? null;
}
