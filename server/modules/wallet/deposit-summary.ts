/**
 * What the player has deposited (spec part 1 §3 User hiddenTotalDeposited, lastDeposit): the
 * balance alerts tell 'no deposit yet' from 'deposit again' with it.
 */

import type { Db } from '@server/db/client';
import { ledgerEntries } from '@server/db/schema';
import { and, eq, sql } from 'drizzle-orm';

export interface DepositSummary {
  total: bigint;
  last: Date | null;
}

export async function depositSummaryOf(db: Db, userId: string): Promise<DepositSummary> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
      last: sql<string | null>`max(${ledgerEntries.createdAt})::text`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'deposit')));
  return {
    total: BigInt(row?.total ?? '0'),
    last: row?.last ? new Date(row.last) : null,
  };
}
