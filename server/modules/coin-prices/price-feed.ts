/**
 * What the coin price service needs from a market data provider: its latest USD price per
 * coin. A real provider's client implements this over its API; the sandbox market
 * (sandbox-market.ts) is the one the reference server runs with.
 */
import type { PriceCoin } from '@/contracts/coin-prices';

export interface CoinPriceFeed {
  /** Stored with each price it quoted ('sandbox', the provider's name). */
  name: string;
  /** USD per coin in units of 1e-8; coins it has no price for are left out. */
  latest(): Promise<Map<PriceCoin, bigint>>;
}
