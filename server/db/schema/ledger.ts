/**
 * The double-entry ledger (issue 5). Every money movement is one `ledger_transactions` row
 * with two or more `ledger_entries` that sum to zero. Amounts are bigint units of 1e-8 USD.
 *
 * Only player accounts keep a running balance (`player_balances`, CHECK balance >= 0, updated
 * in the movement's transaction); house-side accounts (house, payments, promotions...) are
 * the sum of their entries. That keeps the house off a hot row every bet would lock, while the
 * overdraw check stays a single conditional update on the player's own row.
 */

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BalanceType } from '@/contracts/balances';
import type { HistoryType } from '@/contracts/history-types';
import { users } from './accounts';

export const playerBalances = pgTable(
  'player_balances',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    balanceType: text('balance_type').$type<BalanceType>().notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.balanceType] }),
    check('player_balances_not_negative', sql`${table.balance} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    /** A history type (contracts/history-types). */
    type: text('type').$type<HistoryType>().notNull(),
    /** Scoped by the caller (`tip:<user>:<client key>`); the same key moves money once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of what was asked, so a reused key with a different request is refused. */
    fingerprint: text('fingerprint').notNull(),
    balanceType: text('balance_type').$type<BalanceType>().notNull(),
    reference: text('reference'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ledger_transactions_key_idx').on(table.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransactions.id),
    /** 'player' or a house-side account (server/modules/wallet/accounts.ts). */
    account: text('account').notNull(),
    /** The player of a 'player' entry; null for house-side accounts. */
    userId: text('user_id').references(() => users.id),
    balanceType: text('balance_type').$type<BalanceType>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The player's balance after this entry; null for house-side accounts. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    /** Copied from the transaction so a player's history is one index scan. */
    type: text('type').$type<HistoryType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_user_idx').on(table.userId, table.createdAt, table.id),
    // The history dialog: a tab is a set of types, and a player may sort by amount. Partial,
    // because house legs (half of all entries) are never listed by player.
    index('ledger_entries_user_type_idx')
      .on(table.userId, table.type, table.createdAt)
      .where(sql`${table.userId} is not null`),
    index('ledger_entries_user_amount_idx')
      .on(table.userId, table.amount, table.id)
      .where(sql`${table.userId} is not null`),
    check(
      'ledger_entries_player_has_user',
      sql`(${table.account} = 'player') = (${table.userId} is not null)`,
    ),
  ],
);

/** Operator-set display rates: 1 USD = `rate` of `currency` (issue 5, `currencyUpdated`). */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  symbol: text('symbol').notNull(),
  /** Exact as entered by the operator; converted to a number only for display. */
  rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
