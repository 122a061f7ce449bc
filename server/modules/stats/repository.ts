/**
 * Module stats: the site-wide counters in `global_stats` (see db/schema/stats.ts). The rounds
 * module calls `recordBets` in the transaction that settles (or rolls back) a bet, whatever
 * the game; settings reads the totals.
 */
import { sql } from 'drizzle-orm';
import type { GlobalStats } from '@/contracts/settings';
import type { Db } from '../../db/client';
import { globalStats } from '../../db/schema';

const HOUR_MS = 3_600_000;

export interface BetsRecord {
  bets: number;
  /** Exact decimal string in USD, e.g. "12.50"; numeric columns never pass through floats. */
  amountWonUsd: string;
}

/** Adds to the counters of the hour `at` falls in. Accepts a transaction as `db`. */
export async function recordBets(db: Db, record: BetsRecord, at = new Date()): Promise<void> {
  const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  await db
    .insert(globalStats)
    .values({ hour, numBets: record.bets, amountWonUsd: record.amountWonUsd })
    .onConflictDoUpdate({
      target: globalStats.hour,
      set: {
        numBets: sql`${globalStats.numBets} + excluded.num_bets`,
        amountWonUsd: sql`${globalStats.amountWonUsd} + excluded.amount_won_usd`,
      },
    });
}

/**
 * All-time bets, and the amount won in the current hour plus the 23 before it (the rolling
 * 24 hours at hourly resolution).
 */
export async function readGlobalStats(db: Db): Promise<GlobalStats> {
  const [row] = await db
    .select({
      allTimeNumBets: sql<string>`coalesce(sum(${globalStats.numBets}), 0)::text`,
      wonPast24: sql<string>`coalesce(sum(${globalStats.amountWonUsd}) filter (
        where ${globalStats.hour} >= date_trunc('hour', now()) - interval '23 hours'), 0)::text`,
    })
    .from(globalStats);
  return {
    allTimeNumBets: Number(row?.allTimeNumBets ?? 0),
    // Display only: the exact figure stays in the database.
    globalAmountWonPast24: Number(row?.wonPast24 ?? 0),
  };
}
