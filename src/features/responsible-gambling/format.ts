/**
 * How responsible-gambling screens write times and durations (their amounts are
 * shared/lib/money.ts's formatUsdRounded).
 */
import type { I18n } from '@lingui/core';

/** A point in time with the date: "12 Mar 2025, 14:05". */
export function formatWhen(i18n: I18n, iso: string | Date): string {
  return i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
}
