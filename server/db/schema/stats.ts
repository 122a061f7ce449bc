/**
 * Site-wide counters shown in the chrome ("total bets wagered", "won in the past 24 hours").
 * Rows per UTC hour so the all-time total and the rolling 24-hour sum both come from the
 * same table; each settled bet adds to its hour's row of its player's shard, inside the
 * settling transaction, so two players' bets never wait on one counter row.
 */
import { bigint, numeric, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';

/** Rows per hour: settlements of different players add to different rows (see recordBets). */
export const GLOBAL_STATS_SHARDS = 16;

export const globalStats = pgTable(
  'global_stats',
  {
    /** Start of the UTC hour this row counts. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    shard: smallint('shard').notNull().default(0),
    numBets: bigint('num_bets', { mode: 'number' }).notNull().default(0),
    /** Exact decimal (never a float) in USD; converted to a number only for display. */
    amountWonUsd: numeric('amount_won_usd', { precision: 24, scale: 8 }).notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.hour, table.shard] })],
);
