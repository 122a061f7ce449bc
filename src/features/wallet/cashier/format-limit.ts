/** A limit as the cashier shows it: "10 XRP", "0.385 USD" (up to 3 decimals, no trailing 0s). */
import type { I18n } from '@lingui/core';

export function formatLimit(i18n: I18n, amount: number, shortCode: string): string {
  return `${i18n.number(amount, { maximumFractionDigits: 3 })} ${shortCode}`;
}
