/**
 * Rounds: one row per bet of any kind (a provider's slot round today; house games, rain and
 * sports bets next), keyed by its kind and the id its owner gives it. The row is what each
 * step of a round locks (modules/rounds), so a round's stake, win and rollback happen one
 * after another whatever arrives at once. Its stake and payout mirror the round's ledger
 * movements, written in the same transactions, for counters and statistics.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BalanceType } from '@/contracts/balances';
import { users } from './accounts';

/** open: staked or being staked; settled: its result paid (or lost); rolledBack: undone. */
export type RoundState = 'open' | 'settled' | 'rolledBack';

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
    check('rounds_state_known', sql`${table.state} in ('open', 'settled', 'rolledBack')`),
    check('rounds_amounts', sql`${table.stake} >= 0 and ${table.payout} >= 0`),
    check(
      'rounds_owned_once_staked',
      sql`${table.stake} = 0 or (${table.userId} is not null and ${table.balanceType} is not null)`,
    ),
  ],
);
