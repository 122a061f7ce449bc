/**
 * A limit as the cashier shows it: "10 USD", "0.385 USD" (up to 3 decimals, no trailing 0s).
 * Every limit is dollars, crypto ones too: balances hold the USD value of their coins.
 */
import type { I18n } from '@lingui/core';

export function formatLimit(i18n: I18n, amount: number): string {
  return `${i18n.number(amount, { maximumFractionDigits: 3 })} USD`;
}
