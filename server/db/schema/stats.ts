/**
 * Site-wide counters shown in the chrome ("total bets wagered", "won in the past 24 hours").
 * One row per UTC hour so the all-time total and the rolling 24-hour sum both come from the
 * same table; capabilities that settle bets add to the current hour's row.
 */
import { bigint, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const globalStats = pgTable('global_stats', {
  /** Start of the UTC hour this row counts. */
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  numBets: bigint('num_bets', { mode: 'number' }).notNull().default(0),
  /** Exact decimal (never a float) in USD; converted to a number only for display. */
  amountWonUsd: numeric('amount_won_usd', { precision: 24, scale: 8 }).notNull().default('0'),
});
