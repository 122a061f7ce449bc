/**
 * What a referrer earned from their referred players' play: the sum of their 'referral'
 * ledger entries (commission.ts books them) in the period, in USD.
 */

import type { Db } from '@server/db/client';
import { ledgerEntries } from '@server/db/schema';
import { and, eq, gte, sql } from 'drizzle-orm';
import { formatUnits } from '../wallet/money';

export interface ReferralEarnings {
  /** Exact decimal string in USD. */
  amountUsd: string;
}

export async function referralEarnings(
  db: Db,
  referrerId: string,
  since: Date,
): Promise<ReferralEarnings> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, referrerId),
        eq(ledgerEntries.type, 'referral'),
        gte(ledgerEntries.createdAt, since),
      ),
    );
  return { amountUsd: formatUnits(BigInt(row?.total ?? '0')) };
}
