/**
 * Responsible gambling (issue 5): the player's limits, breaks and self-exclusions, and their
 * reality-check setting. Amounts are bigint units of 1e-8 USD like the ledger's.
 */

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One row per player, kind (deposit, loss, wager) and period (day, week, month). `amount` is
 * the limit in force (null: none yet, only a pending one). A change waiting for its cooling-off
 * has `pending_applies_at`; its `pending_amount` null means the limit is being removed. Reads
 * apply a pending change whose time has come, so nothing has to run at that moment.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingAppliesAt: timestamp('pending_applies_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.period] }),
    check('rg_limits_positive', sql`${table.amount} is null or ${table.amount} > 0`),
  ],
);

/**
 * Breaks and self-exclusions, never updated except by the operator's lift (which records who
 * asked and moves `ends_at` to the end of the return cooling-off). One runs while `ends_at`
 * is null (indefinite) or in the future; a longer one may start during another, a shorter
 * one may not.
 */
export const rgExclusions = pgTable(
  'rg_exclusions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'break' or 'selfExclusion'. */
    kind: text('kind').notNull(),
    /** The period the player chose ('24h', '6m', 'indefinite'...). */
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftReason: text('lift_reason'),
  },
  (table) => [index('rg_exclusions_user_idx').on(table.userId, table.startedAt)],
);

/** The player's reality-check interval; no row or null: off (the default). */
export const rgSettings = pgTable('rg_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  realityCheckMinutes: smallint('reality_check_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
