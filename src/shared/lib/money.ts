/**
 * Every way the app writes an amount of money, in one place: one function per format, so a
 * screen picks a format by name instead of building its own. Amounts are numbers for display
 * only (the server's ledger keeps them exact); converting into the player's display currency
 * is the wallet's (features/wallet/balance/display-money.ts), which writes with these.
 */
import type { I18n } from '@lingui/core';

/**
 * US dollars as the wallet dialogs show them ("$1,234.50", "$0.385"): two decimals at least,
 * more only when the amount has them, thousands separated, in the player's locale.
 */
export function formatUsd(i18n: I18n, amount: number): string {
  return i18n.number(amount, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  });
}

/** US dollars rounded to the cent ("$1,234.57"), in the player's locale: limits, earnings. */
export function formatUsdRounded(i18n: I18n, amount: number): string {
  return i18n.number(amount, { style: 'currency', currency: 'USD' });
}

/**
 * US dollars as the cashier writes a payment ("13.26 USD", what the balance moved by): the
 * amount's own decimals, up to 8, and the code after it.
 */
export function formatUsdWithCode(i18n: I18n, amount: number): string {
  return `${i18n.number(amount, { maximumFractionDigits: 8 })} USD`;
}

/** A dollar balance with the code, cents always shown ("13.20 USD", "0.385 USD"). */
export function formatUsdBalanceWithCode(i18n: I18n, amount: number): string {
  return `${i18n.number(amount, { minimumFractionDigits: 2, maximumFractionDigits: 8 })} USD`;
}

/**
 * A cashier limit ("10 USD", "0.385 USD"): up to 3 decimals, no trailing 0s. Every limit is
 * dollars, crypto ones too: balances hold the USD value of their coins.
 */
export function formatUsdLimit(i18n: I18n, amount: number): string {
  return `${i18n.number(amount, { maximumFractionDigits: 3 })} USD`;
}

/** Coins that travelled in a chain transfer ("25.5 XRP"): up to 8 decimals and the coin's code. */
export function formatCoinAmount(i18n: I18n, coins: number | string, coin: string): string {
  return `${i18n.number(Number(coins), { maximumFractionDigits: 8 })} ${coin.toUpperCase()}`;
}

/** "0,0.00" rounded to the cent, whatever the locale (reward amounts). */
export function formatAmountRounded(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
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

/**
 * "0,0.00" (spec part 1 §5, part 2 §5 'Balance display'): thousands separators, two decimals
 * truncated, never rounded, so a balance never looks larger than it is; under 0.01 gives "0.00".
 */
export function formatAmount(amount: number): string {
  const { negative, whole, cents } = truncate(amount);
  return `${negative ? '-' : ''}${groupThousands(whole)}.${cents}`;
}

/** Characters the top bar's balance may take (spec part 2 §5), not counting the symbol. */
export const USER_BALANCE_MAX_CHARS = 8;

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
