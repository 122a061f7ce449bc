/**
 * The player's history read from the ledger: one page of their own entries (a tab is a set of
 * history types), sorted and paged in the database, and one entry with the legs of its
 * transaction. Only entries whose user_id is the asking player are ever read, so another
 * player's entry is simply not found.
 */

import type { Db } from '@server/db/client';
import { ledgerEntries, ledgerTransactions } from '@server/db/schema';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BalanceType } from '@/contracts/balances';
import { type HistoryType, historyTypesOf } from '@/contracts/history-types';
import type { HistoryEntry } from '@/contracts/wallet';
import type { HistoryDetails, HistoryPage, HistoryQuery } from '@/contracts/wallet-history';
import { unitsToNumber } from './money';

const SORT_COLUMNS = {
  createdAt: ledgerEntries.createdAt,
  amount: ledgerEntries.amount,
  type: ledgerEntries.type,
} as const;

const entryColumns = {
  id: ledgerEntries.id,
  transactionId: ledgerEntries.transactionId,
  type: ledgerEntries.type,
  balanceType: ledgerEntries.balanceType,
  amount: ledgerEntries.amount,
  balanceAfter: ledgerEntries.balanceAfter,
  createdAt: ledgerEntries.createdAt,
  reference: ledgerTransactions.reference,
  meta: ledgerTransactions.meta,
};

type EntryRow = {
  id: bigint;
  transactionId: bigint;
  type: HistoryType;
  balanceType: BalanceType;
  amount: bigint;
  balanceAfter: bigint | null;
  createdAt: Date;
  reference: string | null;
  meta: Record<string, unknown>;
};

function rowOf(row: EntryRow): HistoryEntry {
  return {
    id: row.id.toString(),
    transactionId: row.transactionId.toString(),
    type: row.type,
    balanceType: row.balanceType,
    amount: unitsToNumber(row.amount),
    balanceAfter: unitsToNumber(row.balanceAfter ?? 0n),
    reference: row.reference,
    meta: row.meta,
    createdAt: row.createdAt.toISOString(),
  };
}

function tabFilter(userId: string, query: HistoryQuery): SQL | undefined {
  const own = eq(ledgerEntries.userId, userId);
  if (query.tab === 'all') return own;
  return and(own, inArray(ledgerEntries.type, [...historyTypesOf(query.tab)]));
}

export async function historyPage(
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<HistoryPage> {
  const where = tabFilter(userId, query);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select(entryColumns)
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where)
      // The id breaks ties the same way, so pages never overlap or skip a row.
      .orderBy(direction(SORT_COLUMNS[query.orderBy]), direction(ledgerEntries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  return { rows: rows.map(rowOf), rowCount: totals[0]?.n ?? 0 };
}

/** The player's own entry and its transaction's legs, or null when it is not theirs. */
export async function historyDetails(
  db: Db,
  userId: string,
  entryId: bigint,
): Promise<HistoryDetails | null> {
  const [row] = await db
    .select(entryColumns)
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.userId, userId)));
  if (!row) return null;
  const legs = await db
    .select({ id: ledgerEntries.id, account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, row.transactionId))
    .orderBy(asc(ledgerEntries.id));
  return {
    entry: rowOf(row),
    // Another player's leg shows as 'player' only: their id and balance are theirs.
    legs: legs.map((leg) => ({
      account: leg.account,
      own: leg.id === row.id,
      amount: unitsToNumber(leg.amount),
    })),
  };
}
