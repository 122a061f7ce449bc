/**
 * Withdrawals (issue 5 'Withdraw'). A row is written in the same transaction as the ledger
 * movement that holds its funds (player → pendingWithdrawals); its status leaves 'pending'
 * once, by a conditional update, together with the movement that settles it.
 */

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BalanceType } from '@/contracts/balances';
import { users } from './accounts';

export interface StoredDestination {
  address?: string;
  tag?: number;
  phone?: string;
  account?: string;
}

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    balanceType: text('balance_type').$type<BalanceType>().notNull(),
    /** US dollars held and paid out, units of 1e-8 like the ledger. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Crypto: the coins to send (units of 1e-8 of the coin), fixed when requested. */
    coinAmount: bigint('coin_amount', { mode: 'bigint' }),
    /** Crypto: the USD price per coin the amount was converted at (units of 1e-8). */
    coinPrice: bigint('coin_price', { mode: 'bigint' }),
    /** pending, approved, declined or cancelled. */
    status: text('status').notNull(),
    destination: jsonb('destination').$type<StoredDestination>().notNull(),
    /** The operator's reason for a decline. */
    reason: text('reason'),
    /** The request's scoped idempotency key: a retry finds this row instead of a new one. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** 'operator' or 'player' (a cancel). */
    decidedBy: text('decided_by'),
  },
  (table) => [
    uniqueIndex('withdrawals_idempotency_key_idx').on(table.idempotencyKey),
    index('withdrawals_user_idx').on(table.userId, table.createdAt),
    index('withdrawals_status_idx').on(table.status, table.createdAt),
    check('withdrawals_amount_positive', sql`${table.amount} > 0`),
    check(
      'withdrawals_status_known',
      sql`${table.status} in ('pending', 'approved', 'declined', 'cancelled')`,
    ),
  ],
);
