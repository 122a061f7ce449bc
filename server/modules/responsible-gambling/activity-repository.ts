/**
 * The player's own ledger entries the limits and the reality check count: per-type sums over
 * one or more windows (one query, what every check needs), and the entries themselves when a
 * refusal must say when the window frees up. Both ride the (user_id, created_at) index.
 */

import type { Db } from '@server/db/client';
import { ledgerEntries } from '@server/db/schema';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { HistoryType } from '@/contracts/history-types';
import type { Activity } from './usage';

export type TypeSums = Map<HistoryType, bigint>;

/** The player's own entries of these types after `after`. */
function playerEntriesAfter(userId: string, types: readonly HistoryType[], after: Date) {
  return and(
    eq(ledgerEntries.userId, userId),
    eq(ledgerEntries.account, 'player'),
    inArray(ledgerEntries.type, [...types]),
    gt(ledgerEntries.createdAt, after),
  );
}

/** For each window start: the sums per type of the player's entries after it. */
export async function sumsSince(
  db: Db,
  userId: string,
  types: readonly HistoryType[],
  starts: readonly Date[],
): Promise<TypeSums[]> {
  if (starts.length === 0 || types.length === 0) return [];
  const earliest = new Date(Math.min(...starts.map((start) => start.getTime())));
  const columns = Object.fromEntries(
    starts.map((start, index) => [
      `w${index}`,
      sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} > ${start.toISOString()}::timestamptz), 0)::text`,
    ]),
  );
  const rows = await db
    .select({ type: ledgerEntries.type, ...columns })
    .from(ledgerEntries)
    .where(playerEntriesAfter(userId, types, earliest))
    .groupBy(ledgerEntries.type);
  return starts.map((_start, index) => {
    const sums: TypeSums = new Map();
    for (const row of rows) {
      const value = (row as Record<string, unknown>)[`w${index}`];
      sums.set(row.type, BigInt(typeof value === 'string' ? value : '0'));
    }
    return sums;
  });
}

/** The player's entries of these types after `since`, oldest first. */
export async function activitySince(
  db: Db,
  userId: string,
  types: readonly HistoryType[],
  since: Date,
): Promise<Activity[]> {
  const rows = await db
    .select({
      at: ledgerEntries.createdAt,
      type: ledgerEntries.type,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .where(playerEntriesAfter(userId, types, since))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.map((row) => ({ at: row.at, type: row.type, amount: row.amount }));
}
