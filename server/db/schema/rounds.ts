/**
 * Rounds: one row per bet of any kind (a provider's slot round today; house games, rain and
 * sports bets next), keyed by its kind and the id its owner gives it. The row is what each
 * step of a round locks (modules/rounds), so a round's stake, win and rollback happen one
 * after another whatever arrives at once. Its stake and payout mirror the round's ledger
 * movements, written in the same transactions, for counters and statistics.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { BalanceType } from '@/contracts/balances';
import {
  HIGH_ROLLER_MIN_PAYOUT,
  LUCKY_WIN_MIN_MULTIPLIER,
  LUCKY_WIN_MIN_WAGER,
} from '@/contracts/bets-feed';
import { toUnits } from '@/contracts/money';
import { users } from './accounts';

/** open: staked or being staked; settled: its result paid (or lost); rolledBack: undone. */
export type RoundState = 'open' | 'settled' | 'rolledBack';

/**
 * The bets feed's tabs as SQL over a round's columns. Written with literals, not parameters,
 * and used both by the partial indexes below and by the feed's queries: PostgreSQL only picks
 * a partial index when the query states its predicate, and cannot see through a parameter.
 */
const literal = (usd: number) => sql.raw(toUnits(String(usd)).toString());
export const roundFeedPredicates = {
  settled: (state: AnyPgColumn) => sql`${state} = 'settled'`,
  highRoller: (payout: AnyPgColumn) => sql`${payout} >= ${literal(HIGH_ROLLER_MIN_PAYOUT)}`,
  luckyWin: (stake: AnyPgColumn, payout: AnyPgColumn) =>
    sql`${stake} >= ${literal(LUCKY_WIN_MIN_WAGER)} and ${payout} >= ${stake} * ${sql.raw(String(LUCKY_WIN_MIN_MULTIPLIER))}`,
};

export const rounds = pgTable(
  'rounds',
  {
    /** Who owns the round's ids: 'provider' (a game provider's round ids), later 'dice', ... */
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    /** Null only for a round rolled back before any stake arrived. */
    userId: text('user_id').references(() => users.id),
    balanceType: text('balance_type').$type<BalanceType>(),
    /** The game's identifier, as the catalogue names it. */
    game: text('game'),
    state: text('state').$type<RoundState>().notNull(),
    /** Units of 1e-8 USD. */
    stake: bigint('stake', { mode: 'bigint' }).notNull().default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it settled, or when it was rolled back (the counters keep the settled hour). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('rounds_user_idx').on(table.userId, table.state),
    // The bets feed: the newest settled rounds of each tab (modules/bets-feed).
    index('rounds_feed_settled_idx')
      .on(table.settledAt.desc())
      .where(roundFeedPredicates.settled(table.state)),
    index('rounds_feed_high_idx')
      .on(table.settledAt.desc())
      .where(
        sql`${roundFeedPredicates.settled(table.state)} and ${roundFeedPredicates.highRoller(table.payout)}`,
      ),
    index('rounds_feed_lucky_idx')
      .on(table.settledAt.desc())
      .where(
        sql`${roundFeedPredicates.settled(table.state)} and ${roundFeedPredicates.luckyWin(table.stake, table.payout)}`,
      ),
    index('rounds_feed_user_idx')
      .on(table.userId, table.settledAt.desc())
      .where(roundFeedPredicates.settled(table.state)),
    check('rounds_state_known', sql`${table.state} in ('open', 'settled', 'rolledBack')`),
    check('rounds_amounts', sql`${table.stake} >= 0 and ${table.payout} >= 0`),
    check(
      'rounds_owned_once_staked',
      sql`${table.stake} = 0 or (${table.userId} is not null and ${table.balanceType} is not null)`,
    ),
  ],
);
