/**
 * Promo codes (issue 5 'Promotions'): codes the operator defines, each redeemable once per
 * player up to a total number of uses until it expires, and the redemptions. Codes are stored
 * lowercased (the client lowercases too, spec part 1 §5). `captcha_solutions` remembers the
 * ALTCHA challenges already used, until they expire, so a solved challenge works only once.
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
import { ledgerTransactions } from './ledger';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Lowercase; what players type, in any case. */
    code: text('code').notNull(),
    /** Credited per redemption, in units of 1e-8 USD. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceType: text('balance_type').$type<BalanceType>().notNull(),
    totalUses: integer('total_uses').notNull(),
    /** Incremented in the redemption's transaction, only while below `totalUses`. */
    uses: integer('uses').notNull().default(0),
    /** Null: no end date. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_idx').on(table.code),
    check('promo_codes_code_lowercase', sql`${table.code} = lower(${table.code})`),
    check('promo_codes_amount_positive', sql`${table.amount} > 0`),
    check(
      'promo_codes_uses_within_total',
      sql`${table.totalUses} > 0 and ${table.uses} >= 0 and ${table.uses} <= ${table.totalUses}`,
    ),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    codeId: bigint('code_id', { mode: 'bigint' })
      .notNull()
      .references(() => promoCodes.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The ledger movement that credited the player ('promo'). */
    transactionId: bigint('transaction_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Once per player: a second redemption of the same code is refused by this index.
    uniqueIndex('promo_redemptions_once_idx').on(table.codeId, table.userId),
    index('promo_redemptions_user_idx').on(table.userId, table.createdAt),
  ],
);

export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    /** The challenge's HMAC signature: unique per challenge the server issued. */
    signature: text('signature').primaryKey(),
    /** When the challenge expires; after that the row can go (an expired one never verifies). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_solutions_expiry_idx').on(table.expiresAt)],
);
