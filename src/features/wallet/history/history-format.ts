/**
 * How history amounts and times read: money as the wallet writes it everywhere (0,0.00, cut
 * to cents: balance/display-money.ts), signed so credits and debits stand apart; times in the
 * player's language.
 */
import type { I18n } from '@lingui/core';
import { formatAmount } from '@/shared/lib/money';

/** +1,234.56 for a credit, -7.00 for a debit, 0.00 for what shows as nothing. */
export function formatSignedAmount(amount: number): string {
  const text = formatAmount(amount);
  return amount > 0 && text !== formatAmount(0) ? `+${text}` : text;
}

export function formatTime(i18n: I18n, iso: string): string {
  return i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
