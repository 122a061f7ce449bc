/** How responsible-gambling screens write amounts (US dollars), times and durations. */
import type { I18n } from '@lingui/core';

export function formatUsd(i18n: I18n, amount: number): string {
  return i18n.number(amount, { style: 'currency', currency: 'USD' });
}

/** A point in time with the date: "12 Mar 2025, 14:05". */
export function formatWhen(i18n: I18n, iso: string | Date): string {
  return i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
}
