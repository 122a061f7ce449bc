/**
 * Module stats: the site-wide counters in `global_stats` (see db/schema/stats.ts). The rounds
 * module calls `recordBets` in the transaction that settles (or rolls back) a bet, whatever
 * the game; settings reads the totals.
 */

import type { Db } from '@server/db/client';
import { GLOBAL_STATS_SHARDS, globalStats } from '@server/db/schema';
import { sql } from 'drizzle-orm';
import type { GlobalStats } from '@/contracts/settings';

const HOUR_MS = 3_600_000;

export interface BetsRecord {
  bets: number;
  /** Exact decimal string in USD, e.g. "12.50"; numeric columns never pass through floats. */
  amountWonUsd: string;
}

/**
 * The counter row a player's bets add to: the same player's settlements already wait for
 * each other on their balance, so sharding by player adds no wait between two players'.
 */
export function statsShardOf(userId: string): number {
  let hash = 0;
  for (let i = 0; i < userId.length; i += 1) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return hash % GLOBAL_STATS_SHARDS;
}

/** The start of the UTC hour `at` falls in: the counter row's `hour`. */
export function statsHourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

/**
 * Adds to the counters of the hour `at` falls in, in `shard`'s row. Accepts a transaction as
 * `db`: the settling transaction holds that row only until it commits.
 */
export async function recordBets(
  db: Db,
  record: BetsRecord,
  at = new Date(),
  shard = 0,
): Promise<void> {
  const hour = statsHourOf(at);
  await db
    .insert(globalStats)
    .values({ hour, shard, numBets: record.bets, amountWonUsd: record.amountWonUsd })
    .onConflictDoUpdate({
      target: [globalStats.hour, globalStats.shard],
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
