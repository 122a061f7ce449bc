/** Stored coin prices: read them, and write a quote (the newest wins, with its time). */

import type { Db } from '@server/db/client';
import { coinPrices } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { PriceCoin } from '@/contracts/coin-prices';

export type PriceRow = typeof coinPrices.$inferSelect;

export function readPrices(db: Db): Promise<PriceRow[]> {
  return db.select().from(coinPrices);
}

export async function readPrice(db: Db, coin: PriceCoin): Promise<PriceRow | null> {
  const [row] = await db.select().from(coinPrices).where(eq(coinPrices.coin, coin));
  return row ?? null;
}

export async function storePrice(
  db: Db,
  quote: { coin: PriceCoin; price: bigint; source: string },
): Promise<PriceRow> {
  const [row] = await db
    .insert(coinPrices)
    .values({ ...quote, quotedAt: sql`now()` })
    .onConflictDoUpdate({
      target: coinPrices.coin,
      set: { price: quote.price, source: quote.source, quotedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error(`could not store the ${quote.coin} price`);
  return row;
}
