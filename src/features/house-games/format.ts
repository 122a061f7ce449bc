/** Number formatting for odds, in the player's language (decimal and percent signs differ). */
import type { I18n } from '@lingui/core';

export function formatMultiplier(i18n: I18n, value: number): string {
  return `${i18n.number(value, { maximumFractionDigits: 2 })}×`;
}

/** `percent` is on a 0–100 scale (99 → "99%"). */
export function formatPercent(i18n: I18n, percent: number): string {
  return i18n.number(percent / 100, { style: 'percent', maximumFractionDigits: 2 });
}
