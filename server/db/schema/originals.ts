/**
 * The Originals' fairness and rounds (design §8).
 *
 * seed_pairs: each player's seed pairs — the server seed (secret while active; only its
 * SHA-256 is shown), the client seed and the next nonce. One active pair per player; rotating
 * reveals it (revealed_at) and it is never used again.
 *
 * original_rounds: one row per Original's round, beside its `rounds` row (same kind = game and
 * id), holding what the money rows do not: the seed pair and nonce it was drawn with, the
 * player's choices, the outcome fixed when the stake was taken, and what has been played. A
 * reload, a lost connection or a restart resumes from here; nothing is ever drawn again.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OriginalGame, RoundStatus } from '@/contracts/originals';
import { users } from './accounts';
import { rounds } from './rounds';

export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** 64 hex characters from a CSPRNG; never sent while the pair is active. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next bet takes; it is also how many bets the pair has played. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('seed_pairs_one_active').on(table.userId).where(sql`${table.revealedAt} is null`),
    index('seed_pairs_user_idx').on(table.userId, table.createdAt),
    check('seed_pairs_nonce', sql`${table.nonce} >= 0`),
  ],
);

export const originalRounds = pgTable(
  'original_rounds',
  {
    game: text('game').$type<OriginalGame>().notNull(),
    id: text('id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    seedPairId: text('seed_pair_id')
      .notNull()
      .references(() => seedPairs.id),
    nonce: integer('nonce').notNull(),
    params: jsonb('params').notNull(),
    outcome: jsonb('outcome').notNull(),
    progress: jsonb('progress'),
    status: text('status').$type<RoundStatus>().notNull(),
    /** ×10,000: what cashing out pays now (active) or what the round paid. */
    multiplier: integer('multiplier').notNull().default(0),
    /** The client action ids this round has acted on, so a repeated message acts once. */
    actionIds: text('action_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.game, table.id] }),
    foreignKey({ columns: [table.game, table.id], foreignColumns: [rounds.kind, rounds.id] }),
    /** A player has at most one open round per game. */
    uniqueIndex('original_rounds_one_active')
      .on(table.userId, table.game)
      .where(sql`${table.status} = 'active'`),
    index('original_rounds_user_idx').on(table.userId, table.createdAt),
    index('original_rounds_id_idx').on(table.id),
    check('original_rounds_status', sql`${table.status} in ('active', 'lost', 'won')`),
  ],
);
