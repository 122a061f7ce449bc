/**
 * Money as a player reads it (spec part 1 §5, part 2 §5 'Balance display', §9): US dollars
 * converted into the player's display currency (only known currencies, otherwise usd), then
 * written with the formats of shared/lib/money.ts — "0,0.00" truncated, or at most 8
 * characters in the top bar ("12.34K").
 */
import { type DisplayCurrency, toDisplayCurrency } from '@/contracts/display-currency';
import type { ExchangeRates } from '@/contracts/wallet';
import { formatAmount, formatCompactAmount, withSymbol } from '@/shared/lib/money';

/** The player's display currency with what converting into it needs: 1 USD = `rate` units. */
export interface DisplayCurrencyView {
  code: DisplayCurrency;
  symbol: string;
  rate: number;
}

export const USD_VIEW: DisplayCurrencyView = { code: 'usd', symbol: '$', rate: 1 };

/**
 * The currency amounts are shown in: the chosen one when it is known and has a usable rate,
 * otherwise US dollars (an amount shown with a wrong rate would be worse than in dollars).
 */
export function displayCurrencyOf(
  chosen: string | null | undefined,
  rates: ExchangeRates,
): DisplayCurrencyView {
  const code = toDisplayCurrency(chosen);
  const entry = rates[code];
  if (!entry || !Number.isFinite(entry.rate) || entry.rate <= 0 || code === 'usd') {
    return { ...USD_VIEW, symbol: rates.usd?.symbol || USD_VIEW.symbol };
  }
  return { code, symbol: entry.symbol, rate: entry.rate };
}

/** US dollars in the display currency, unrounded. */
export function toDisplayAmount(usd: number, currency: DisplayCurrencyView): number {
  return usd * currency.rate;
}

export interface DisplayMoneyOptions {
  /** The top bar's at most 8 characters instead of the full "0,0.00". */
  compact?: boolean;
}

/** US dollars as the player reads them: converted, truncated, formatted, with the symbol. */
export function formatDisplayMoney(
  usd: number,
  currency: DisplayCurrencyView,
  { compact = false }: DisplayMoneyOptions = {},
): string {
  const amount = toDisplayAmount(usd, currency);
  return withSymbol(currency.symbol, compact ? formatCompactAmount(amount) : formatAmount(amount));
}
