/**
 * The sandbox game provider's own records (issue 6): its launch sessions and the rounds played
 * in them. In production these live at the aggregator; the reference server keeps them here
 * because the sandbox runs in process. Real money is never stored here: a real round's stake
 * and win are ledger movements keyed by the round id (modules/game-provider/wallet); the row
 * only says what the reels showed and how far the round's settlement got. Fun mode's play
 * money is the session's `funBalance`, changed by one conditional update per spin.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BalanceType } from '@/contracts/balances';
import type { GameMode } from '@/contracts/catalogue';
import { users } from './accounts';

export const gameSessions = pgTable(
  'game_sessions',
  {
    /** Unguessable; the play page's address carries it, like a provider's launch URL. */
    id: text('id').primaryKey(),
    /** The operator's signed session token the wallet calls carry (bound to player, mode...). */
    operatorToken: text('operator_token').notNull(),
    userId: text('user_id').references(() => users.id),
    gameIdentifier: text('game_identifier').notNull(),
    gameTitle: text('game_title').notNull(),
    mode: text('mode').$type<GameMode>().notNull(),
    currency: text('currency').$type<BalanceType>().notNull(),
    /** Fun mode's play money in units of 1e-8; null in real mode. */
    funBalance: bigint('fun_balance', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('game_sessions_user_idx').on(table.userId, table.createdAt),
    check('game_sessions_mode_known', sql`${table.mode} in ('fun', 'real')`),
    check(
      'game_sessions_fun_balance',
      sql`(${table.mode} = 'fun') = (${table.funBalance} is not null) and coalesce(${table.funBalance}, 0) >= 0`,
    ),
  ],
);

export interface StoredWinLine {
  line: number;
  symbol: string;
  count: number;
  payout: string;
}

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => gameSessions.id),
    /** Units of 1e-8 USD (fun mode: play money). */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    /** The reel stops the server's RNG chose, one per reel. */
    stops: jsonb('stops').$type<number[]>().notNull(),
    lines: jsonb('lines').$type<StoredWinLine[]>().notNull(),
    /** open (stake being taken), settled, refused (stake refused) or rolledBack. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('game_rounds_session_idx').on(table.sessionId, table.createdAt),
    index('game_rounds_open_idx')
      .on(table.status, table.createdAt)
      .where(sql`${table.status} = 'open'`),
    check('game_rounds_bet_positive', sql`${table.bet} > 0`),
    check('game_rounds_win_not_negative', sql`${table.win} >= 0`),
    check(
      'game_rounds_status_known',
      sql`${table.status} in ('open', 'settled', 'refused', 'rolledBack')`,
    ),
  ],
);
