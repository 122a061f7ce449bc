/**
 * Coin prices (issue 5, Wallet): balances are US dollars, chains move coins, so every deposit
 * and crypto withdrawal converts at a USD price per coin. The coins with a price, which coin a
 * balance holds (the 'crypto' balance is Bitcoin), the price list the cashier reads, and the
 * exact conversions both sides use, on bigint units of 1e-8 (contracts/money): a coin amount
 * and a price give dollars rounded down, dollars and a price give coins rounded down (what the
 * house sends) or up (the fewest coins that reach a minimum).
 */
import { z } from 'zod/mini';
import type { BalanceType } from './balances';
import { UNITS_PER_DOLLAR } from './money';
import { CHAIN_COINS, isChainCoin } from './payments';

export const PRICE_COINS = ['btc', ...CHAIN_COINS] as const;
export type PriceCoin = (typeof PRICE_COINS)[number];

/** Dollar stablecoins: worth 1 USD by definition, never quoted by a feed. */
export const STABLECOINS: readonly PriceCoin[] = ['usdt', 'usdc'];

export function isPriceCoin(value: string): value is PriceCoin {
  return (PRICE_COINS as readonly string[]).includes(value);
}

/** The coin a balance holds the dollar value of; null for the fiat balances. */
export function priceCoinOf(type: BalanceType): PriceCoin | null {
  if (type === 'crypto') return 'btc';
  return isChainCoin(type) ? type : null;
}

export const coinPriceSchema = z.object({
  coin: z.enum(PRICE_COINS),
  /** USD per coin, a decimal string with at most 8 decimals. */
  usd: z.string(),
  /** When the feed quoted it. */
  updatedAt: z.string(),
  /** Older than the server's limit: deposits wait and withdrawals are refused until it is not. */
  stale: z.boolean(),
});
export type CoinPrice = z.infer<typeof coinPriceSchema>;

export const coinPriceListSchema = z.object({ prices: z.array(coinPriceSchema) });
export type CoinPriceList = z.infer<typeof coinPriceListSchema>;

const product = (a: bigint, b: bigint) => (a * b) / UNITS_PER_DOLLAR;

/** Dollars (units) that `coinUnits` are worth at `priceUnits` per coin, rounded down. */
export function usdValueOfCoins(coinUnits: bigint, priceUnits: bigint): bigint {
  if (coinUnits < 0n || priceUnits <= 0n) throw new RangeError('Coins and price must be positive');
  return product(coinUnits, priceUnits);
}

/** Coins (units) that `usdUnits` buy at `priceUnits` per coin, rounded down. */
export function coinsForUsd(usdUnits: bigint, priceUnits: bigint): bigint {
  if (usdUnits < 0n || priceUnits <= 0n) throw new RangeError('Dollars and price must be positive');
  return (usdUnits * UNITS_PER_DOLLAR) / priceUnits;
}

/** The fewest coins (units) worth at least `usdUnits` at `priceUnits`: minimums in coins. */
export function coinsCoveringUsd(usdUnits: bigint, priceUnits: bigint): bigint {
  if (usdUnits < 0n || priceUnits <= 0n) throw new RangeError('Dollars and price must be positive');
  const scaled = usdUnits * UNITS_PER_DOLLAR;
  return (scaled + priceUnits - 1n) / priceUnits;
}
