/**
 * Money as a player reads it (spec part 1 §5, part 2 §5 'Balance display', §9): US dollars
 * converted into the player's display currency (only known currencies, otherwise usd),
 * written "0,0.00" — two decimals, thousands separators — and truncated, never rounded, so a
 * balance never looks larger than it is; under 0.01 shows 0. The top bar's balance is at most
 * 8 characters (the currency symbol aside): larger amounts shorten to K, M, B, T, Q with two
 * truncated decimals ("12.34K").
 */
import { type DisplayCurrency, toDisplayCurrency } from '@/contracts/display-currency';
import type { ExchangeRates } from '@/contracts/wallet';

/** The player's display currency with what converting into it needs: 1 USD = `rate` units. */
export interface DisplayCurrencyView {
  code: DisplayCurrency;
  symbol: string;
  rate: number;
}

export const USD_VIEW: DisplayCurrencyView = { code: 'usd', symbol: '$', rate: 1 };

/** Characters the top bar's balance may take (spec part 2 §5), not counting the symbol. */
export const USER_BALANCE_MAX_CHARS = 8;

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

interface Truncated {
  negative: boolean;
  /** Whole units, digits only. */
  whole: string;
  /** Exactly two digits. */
  cents: string;
}

/**
 * The amount cut (not rounded) to two decimals, as digits. Amounts are first written with 8
 * decimals — the precision the server keeps — so float noise of a conversion (0.3 × 3 =
 * 0.8999999999999999) does not cost a cent.
 */
function truncate(amount: number): Truncated {
  if (!Number.isFinite(amount) || amount === 0) return { negative: false, whole: '0', cents: '00' };
  const magnitude = Math.abs(amount);
  const text =
    magnitude < 1e21 ? magnitude.toFixed(8) : `${BigInt(Math.floor(magnitude)).toString()}.00`;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = fraction.slice(0, 2).padEnd(2, '0');
  const zero = whole === '0' && cents === '00';
  return { negative: amount < 0 && !zero, whole, cents };
}

/** The amount truncated to two decimals, as a number (under 0.01 gives 0). */
export function truncateMoney(amount: number): number {
  const { negative, whole, cents } = truncate(amount);
  const value = Number(`${whole}.${cents}`);
  return negative ? -value : value;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "0,0.00": thousands separators, two truncated decimals; under 0.01 gives "0.00". */
export function formatAmount(amount: number): string {
  const { negative, whole, cents } = truncate(amount);
  return `${negative ? '-' : ''}${groupThousands(whole)}.${cents}`;
}

const COMPACT_UNITS = [
  { value: 1e3, suffix: 'K' },
  { value: 1e6, suffix: 'M' },
  { value: 1e9, suffix: 'B' },
  { value: 1e12, suffix: 'T' },
  { value: 1e15, suffix: 'Q' },
] as const;

/** Beyond what any unit can say in the room (10^18 and up). */
const COMPACT_OVERFLOW = '>999Q';

/**
 * The amount in at most `maxChars` characters: "0,0.00" when it fits ("9,999.99"), else the
 * smallest unit that fits, with two truncated decimals ("12.34K", "123.45M"). A negative
 * amount keeps its sign inside the limit.
 */
export function formatCompactAmount(amount: number, maxChars = USER_BALANCE_MAX_CHARS): string {
  const full = formatAmount(amount);
  if (full.length <= maxChars) return full;
  if (amount < 0) return `-${formatCompactAmount(-amount, maxChars - 1)}`;
  for (const unit of COMPACT_UNITS) {
    const scaled = amount / unit.value;
    if (scaled >= 1000) continue;
    const { whole, cents } = truncate(scaled);
    // Writing 999.999999995 with 8 decimals gives 1000: still under 1,000 of this unit.
    const text = whole.length > 3 ? `999.99${unit.suffix}` : `${whole}.${cents}${unit.suffix}`;
    if (text.length <= maxChars) return text;
  }
  return COMPACT_OVERFLOW;
}

/** The symbol and the number, with a space after a symbol ending in a letter ("KSh 12.00"). */
export function withSymbol(symbol: string, text: string): string {
  if (!symbol) return text;
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const gap = /\p{L}$/u.test(symbol) ? '\u00a0' : '';
  return `${negative ? '-' : ''}${symbol}${gap}${body}`;
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
