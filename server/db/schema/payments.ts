/**
 * Tables of deposits (issue 5 'Cashier'): the house's shared receiving wallets (XRP: one
 * address, players told apart by destination tag), each player's deposit address per coin,
 * and every deposit — chain transfers seen by the watcher, M-Pesa STK pushes and hosted cash
 * checkouts — with its status. Money itself moves only in the ledger; a deposit row records
 * why and once (its status changes from 'pending' at most once, by a conditional update).
 */

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BalanceType } from '@/contracts/balances';
import { users } from './accounts';

/** One row per coin whose deposits share an address (XRP), created on first need. */
export const houseWallets = pgTable('house_wallets', {
  coin: text('coin').primaryKey(),
  address: text('address').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    coin: text('coin').notNull(),
    address: text('address').notNull(),
    /** XRP's destination tag (unsigned 32-bit); null for coins with an address per player. */
    tag: bigint('tag', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.coin] }),
    uniqueIndex('deposit_addresses_tag_idx')
      .on(table.coin, table.address, table.tag)
      .where(sql`${table.tag} is not null`),
    uniqueIndex('deposit_addresses_address_idx')
      .on(table.coin, table.address)
      .where(sql`${table.tag} is null`),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a chain transfer to an address or tag of nobody (unmatched). */
    userId: text('user_id').references(() => users.id),
    /** chain, mpesa or cash (contracts/payments DEPOSIT_METHODS). */
    method: text('method').notNull(),
    balanceType: text('balance_type').$type<BalanceType>().notNull(),
    /**
     * US dollars credited (or to credit), units of 1e-8 like the ledger. Chain transfers: the
     * coins at `coinPrice`, rounded down; null while no fresh price has valued the transfer.
     */
    amount: bigint('amount', { mode: 'bigint' }),
    /** Chain transfers: the coins received, units of 1e-8 of the coin. */
    coinAmount: bigint('coin_amount', { mode: 'bigint' }),
    /** Chain transfers: the USD price per coin the transfer was valued at (units of 1e-8). */
    coinPrice: bigint('coin_price', { mode: 'bigint' }),
    /** contracts/payments DEPOSIT_STATUSES, plus 'unmatched' for transfers of nobody. */
    status: text('status').notNull(),
    /** Chain: transaction hash; M-Pesa: CheckoutRequestID; cash: the checkout session id. */
    providerRef: text('provider_ref').notNull(),
    /** M-Pesa's receipt number once paid. */
    receipt: text('receipt'),
    address: text('address'),
    tag: bigint('tag', { mode: 'number' }),
    confirmations: integer('confirmations'),
    phone: text('phone'),
    failureReason: text('failure_reason'),
    /** Player-started deposits: the request's scoped idempotency key. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposits_provider_ref_idx').on(table.method, table.providerRef),
    uniqueIndex('deposits_idempotency_key_idx').on(table.idempotencyKey),
    index('deposits_user_idx').on(table.userId, table.createdAt),
    index('deposits_status_idx').on(table.status, table.createdAt),
    // Zero: a transfer of a few coin units is worth less than a unit of a dollar.
    check('deposits_amount_not_negative', sql`${table.amount} >= 0`),
    check('deposits_coin_amount_positive', sql`${table.coinAmount} > 0`),
  ],
);
