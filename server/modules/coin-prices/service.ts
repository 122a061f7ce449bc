/**
 * Coin prices: the latest USD price of each coin, fresh or not. A price is fresh while it is
 * younger than the limit (COIN_PRICE_MAX_AGE_SECONDS); money never moves at a stale one —
 * `quote` answers null so a chain deposit waits, `requireQuote` refuses a withdrawal with a
 * clear 503. Stablecoins are 1 USD, always fresh. `refresh` stores the feed's latest quotes
 * (a failing feed keeps the old ones, which then go stale); the operator may set a price by
 * hand. Listeners hear which coins were quoted, so deposits waiting for a price go on.
 */

import type { Db } from '@server/db/client';
import { ApiError } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { type CoinPrice, PRICE_COINS, type PriceCoin, STABLECOINS } from '@/contracts/coin-prices';
import { formatUnits, UNITS_PER_DOLLAR } from '../wallet/money';
import type { CoinPriceFeed } from './price-feed';
import { type PriceRow, readPrice, readPrices, storePrice } from './prices-repository';

export interface PriceQuote {
  coin: PriceCoin;
  /** USD per coin in units of 1e-8. */
  price: bigint;
  quotedAt: Date;
}

export interface CoinPricesDeps {
  db: Db;
  feed: CoinPriceFeed;
  maxAgeMs: number;
  now?: () => number;
}

export const coinPriceErrors = {
  stale: (coin: PriceCoin) =>
    new ApiError(
      503,
      API_ERROR_CODES.priceUnavailable,
      `The ${coin.toUpperCase()} price is out of date, so nothing can be converted at it now. Try again in a minute.`,
      undefined,
      { coin },
    ),
  stablecoin: (coin: PriceCoin) =>
    new ApiError(
      400,
      API_ERROR_CODES.validation,
      `${coin.toUpperCase()} is a dollar stablecoin: its price is always 1 USD`,
    ),
};

export type CoinPrices = ReturnType<typeof createCoinPrices>;

export function createCoinPrices({ db, feed, maxAgeMs, now = Date.now }: CoinPricesDeps) {
  const listeners: Array<(coins: PriceCoin[]) => void> = [];
  const isStable = (coin: PriceCoin) => STABLECOINS.includes(coin);
  const isFresh = (quotedAt: Date) => now() - quotedAt.getTime() <= maxAgeMs;
  const quoteOf = (row: PriceRow): PriceQuote => ({
    coin: row.coin,
    price: row.price,
    quotedAt: row.quotedAt,
  });

  async function latest(coin: PriceCoin): Promise<PriceQuote | null> {
    if (isStable(coin)) return { coin, price: UNITS_PER_DOLLAR, quotedAt: new Date(now()) };
    const row = await readPrice(db, coin);
    return row ? quoteOf(row) : null;
  }

  const announce = (coins: PriceCoin[]) => {
    for (const listener of listeners) listener(coins);
  };

  /** Stores the feed's latest quotes; answers the coins it quoted. */
  async function refresh(): Promise<PriceCoin[]> {
    const quoted: PriceCoin[] = [];
    for (const [coin, price] of await feed.latest()) {
      if (isStable(coin) || price <= 0n) continue;
      await storePrice(db, { coin, price, source: feed.name });
      quoted.push(coin);
    }
    announce(quoted);
    return quoted;
  }

  return {
    /** Every coin's price as the cashier shows it; a coin never quoted is left out. */
    async list(): Promise<CoinPrice[]> {
      const rows = new Map((await readPrices(db)).map((row) => [row.coin, quoteOf(row)]));
      return PRICE_COINS.flatMap((coin) => {
        const quote = isStable(coin)
          ? { coin, price: UNITS_PER_DOLLAR, quotedAt: new Date(now()) }
          : rows.get(coin);
        if (!quote) return [];
        return [
          {
            coin,
            usd: formatUnits(quote.price),
            updatedAt: quote.quotedAt.toISOString(),
            stale: !isFresh(quote.quotedAt),
          },
        ];
      });
    },

    /** The coin's fresh price, or null when it has none younger than the limit. */
    async quote(coin: PriceCoin): Promise<PriceQuote | null> {
      const quote = await latest(coin);
      return quote && isFresh(quote.quotedAt) ? quote : null;
    },

    /** The coin's fresh price; a clear 503 (nothing converted) when it is stale. */
    async requireQuote(coin: PriceCoin): Promise<PriceQuote> {
      const quote = await latest(coin);
      if (!quote || !isFresh(quote.quotedAt)) throw coinPriceErrors.stale(coin);
      return quote;
    },

    /** The operator's price for a coin, quoted now. */
    async set(coin: PriceCoin, price: bigint): Promise<PriceQuote> {
      if (isStable(coin)) throw coinPriceErrors.stablecoin(coin);
      const row = await storePrice(db, { coin, price, source: 'operator' });
      announce([coin]);
      return quoteOf(row);
    },

    refresh,

    /**
     * `refresh`, unless every stored price was quoted less than `withinMs` ago: every server
     * process runs the re-quote timer, and one that finds another just re-quoted leaves the
     * prices (and the revaluation its announcement starts) alone. Answers the coins quoted.
     */
    async refreshUnlessRecent(withinMs: number): Promise<PriceCoin[]> {
      const rows = await readPrices(db);
      const oldest = Math.min(...rows.map((row) => row.quotedAt.getTime()));
      if (rows.length > 0 && now() - oldest < withinMs) return [];
      return refresh();
    },

    onUpdated(listener: (coins: PriceCoin[]) => void): void {
      listeners.push(listener);
    },
  };
}
