/**
 * Card purchases of crypto through the on-ramp partner (issue 5, Buy crypto). An order fixes
 * what the player pays, the partner's fee, the coin price and the coins at creation; its
 * status leaves 'pending' once, by a conditional update. No money moves here: the coins reach
 * the player's deposit address on chain and the chain deposit credits them.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OnrampStatus } from '@/contracts/onramp';
import type { ChainCoin } from '@/contracts/payments';
import { users } from './accounts';

export const onrampOrders = pgTable(
  'onramp_orders',
  {
    /** `or_` and 24 random characters: also the secret of the partner's checkout page. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    coin: text('coin').$type<ChainCoin>().notNull(),
    /** Dollars charged to the card, the fee among them; units of 1e-8 like the ledger. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    /** USD per coin, and the coins to send (units of 1e-8 of the coin). */
    coinPrice: bigint('coin_price', { mode: 'bigint' }).notNull(),
    coinAmount: bigint('coin_amount', { mode: 'bigint' }).notNull(),
    /** The player's deposit address (and XRP tag) the coins go to. */
    address: text('address').notNull(),
    tag: bigint('tag', { mode: 'number' }),
    status: text('status').$type<OnrampStatus>().notNull(),
    /**
     * Set once by the partner when the player answered its page (paid, declined or left): only
     * that first answer acts, so coins are sent at most once.
     */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    txHash: text('tx_hash'),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('onramp_orders_idempotency_key_idx').on(table.idempotencyKey),
    index('onramp_orders_user_idx').on(table.userId, table.createdAt),
    check('onramp_orders_amounts_positive', sql`${table.amount} > 0 and ${table.coinAmount} > 0`),
    check(
      'onramp_orders_status_known',
      sql`${table.status} in ('pending', 'completed', 'failed', 'cancelled')`,
    ),
  ],
);
