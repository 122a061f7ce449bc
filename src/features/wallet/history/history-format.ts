/**
 * How history amounts and times read: money as 0,0.00 (spec part 1 §9), cut — never rounded —
 * to cents like every balance in the wallet, signed so credits and debits stand apart; times
 * in the player's language.
 */
import type { BalanceType } from '@/contracts/balances';

const GROUPED = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents of an amount cut towards zero, from its decimal digits (no float multiplication). */
function truncatedCents(amount: number): number {
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(8).split('.');
  return Number(whole) * 100 + Number(fraction.slice(0, 2));
}

/** 1234.567 → '1,234.56'; the sign is dropped (see formatSignedAmount). */
export function formatAmount(amount: number): string {
  return GROUPED.format(truncatedCents(amount) / 100);
}

/** +1,234.56 for a credit, -7.00 for a debit, 0.00 for what shows as nothing. */
export function formatSignedAmount(amount: number): string {
  const cents = truncatedCents(amount);
  if (cents === 0) return GROUPED.format(0);
  return `${amount < 0 ? '-' : '+'}${GROUPED.format(cents / 100)}`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

export function formatTime(iso: string, locale: string): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** Codes as the cashier shows them: 'USDT', 'XRP'; cash, crypto and M-Pesa have names. */
export function balanceTypeCode(type: BalanceType): string {
  return type === 'mpesa' ? 'M-Pesa' : type.toUpperCase();
}
