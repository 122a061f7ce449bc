/**
 * The sandbox price feed: stands in for a market data provider (CoinGecko, Kaiko…). Its market
 * opens at reference prices of late 2026 and moves only when the operator sets a price
 * (`wallet price <coin> <usd>`), so deposits and tests are reproducible; it re-quotes its
 * prices like a real feed does, so a running server never goes stale by itself.
 */

import type { Db } from '@server/db/client';
import type { PriceCoin } from '@/contracts/coin-prices';
import { toUnits } from '../wallet/money';
import type { CoinPriceFeed } from './price-feed';
import { readPrices } from './prices-repository';

/** USD per coin the sandbox market opens at (stablecoins are 1 and never quoted). */
export const OPENING_PRICES: Readonly<Partial<Record<PriceCoin, string>>> = {
  btc: '95000',
  eth: '3200',
  ltc: '90',
  xrp: '2.2',
  doge: '0.18',
  trx: '0.28',
};

export function createSandboxFeed(db: Db): CoinPriceFeed {
  return {
    name: 'sandbox',
    async latest() {
      const market = new Map<PriceCoin, bigint>();
      for (const [coin, usd] of Object.entries(OPENING_PRICES) as Array<[PriceCoin, string]>) {
        market.set(coin, toUnits(usd));
      }
      // The operator's prices are the market's last trades: they stand until changed.
      for (const row of await readPrices(db)) market.set(row.coin, row.price);
      return market;
    },
  };
}
