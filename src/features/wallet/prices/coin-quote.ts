/**
 * A player's quote: what dollars are in coins at a price, with the server's own exact
 * arithmetic (contracts/coin-prices) so the cashier shows the very coins the server will fix —
 * rounded down for what is sent, up for the fewest coins that reach a minimum.
 */
import { type CoinPrice, coinsCoveringUsd, coinsForUsd } from '@/contracts/coin-prices';
import { canonicalAmount, formatUnits, toUnits } from '@/contracts/money';

export interface CoinQuote {
  /** The coins as an exact decimal string. */
  coins: string;
  price: string;
}

function unitsOf(value: number | string): bigint | null {
  const canonical = canonicalAmount(value);
  return canonical === null ? null : toUnits(canonical);
}

/** The coins `usd` buys at the price; null for an amount that is not one. */
export function coinsForDollars(usd: number | string, price: CoinPrice): CoinQuote | null {
  const dollars = unitsOf(usd);
  const perCoin = unitsOf(price.usd);
  if (dollars === null || perCoin === null || perCoin === 0n) return null;
  return { coins: formatUnits(coinsForUsd(dollars, perCoin)), price: price.usd };
}

/** The fewest coins worth at least `usd` (a minimum shown in coins). */
export function coinsReaching(usd: number | string, price: CoinPrice): string | null {
  const dollars = unitsOf(usd);
  const perCoin = unitsOf(price.usd);
  if (dollars === null || perCoin === null || perCoin === 0n) return null;
  return formatUnits(coinsCoveringUsd(dollars, perCoin));
}
