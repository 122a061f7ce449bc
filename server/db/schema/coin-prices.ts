/**
 * The coin price table (issue 5, Wallet): the latest USD price of each coin the feed (or the
 * operator) quoted, with when and from where. A price older than the server's limit is stale
 * and is not used to move money; stablecoins have no row (they are 1 USD by definition).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PriceCoin } from '@/contracts/coin-prices';

export const coinPrices = pgTable(
  'coin_prices',
  {
    coin: text('coin').$type<PriceCoin>().primaryKey(),
    /** USD per coin in units of 1e-8, like the ledger. */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    /** The feed's name ('sandbox', a provider's) or 'operator' for a price set by hand. */
    source: text('source').notNull(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('coin_prices_price_positive', sql`${table.price} > 0`)],
);
