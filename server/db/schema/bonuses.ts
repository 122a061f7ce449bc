/**
 * Deposit bonuses (spec part 1 §3 'Deposit bonus', §4.9; issue 5 'Promotions'): the offers an
 * operator defines and each player's claimed bonus moving through its lifecycle
 * (server/modules/bonuses/lifecycle.ts). Amounts are bigint units of 1e-8 USD like the ledger.
 */

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BalanceType } from '@/contracts/balances';
import { users } from './accounts';

/** kind 'fixed' grants fixed_amount; kind 'match' grants match_percent of the deposit, up to max_amount. */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull(),
    fixedAmount: bigint('fixed_amount', { mode: 'bigint' }),
    matchPercent: integer('match_percent'),
    maxAmount: bigint('max_amount', { mode: 'bigint' }),
    /** The wager requirement is this many times the bonus granted. */
    wagerMultiple: integer('wager_multiple').notNull(),
    /** A claimed bonus ends (expires) this many hours after the claim. */
    expiryHours: integer('expiry_hours').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'bonus_offers_kind',
      sql`(${table.kind} = 'fixed' and ${table.fixedAmount} > 0 and ${table.matchPercent} is null)
        or (${table.kind} = 'match' and ${table.matchPercent} > 0 and ${table.maxAmount} > 0
            and ${table.fixedAmount} is null)`,
    ),
    check(
      'bonus_offers_positive',
      sql`${table.minDeposit} > 0 and ${table.wagerMultiple} >= 0 and ${table.expiryHours} > 0`,
    ),
  ],
);

/**
 * state: waiting (claimed, no qualifying deposit yet), matched (a deposit qualified, bonus
 * computed, not yet credited), active (credited, wagering), completed, forfeited, expired.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: text('offer_id')
      .notNull()
      .references(() => bonusOffers.id),
    state: text('state').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The deposit that matched: its ledger entry, amount and balance type. */
    depositEntryId: bigint('deposit_entry_id', { mode: 'bigint' }),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }),
    balanceType: text('balance_type').$type<BalanceType>(),
    /** The bonus granted (credited as 'depositBonus' when the bonus becomes active). */
    amount: bigint('amount', { mode: 'bigint' }),
    wagerRequirement: bigint('wager_requirement', { mode: 'bigint' }).notNull().default(sql`0`),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    /** What a forfeit or expiry took back from the player's balance. */
    removedAmount: bigint('removed_amount', { mode: 'bigint' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // Each offer once per player, and one bonus in progress at a time.
    uniqueIndex('player_bonuses_offer_idx').on(table.userId, table.offerId),
    uniqueIndex('player_bonuses_open_idx')
      .on(table.userId)
      .where(sql`${table.state} in ('waiting', 'matched', 'active')`),
    index('player_bonuses_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} in ('waiting', 'matched', 'active')`),
    check(
      'player_bonuses_state',
      sql`${table.state} in ('waiting', 'matched', 'active', 'completed', 'forfeited', 'expired')`,
    ),
    check('player_bonuses_amounts', sql`${table.wagered} >= 0 and ${table.wagerRequirement} >= 0`),
  ],
);
