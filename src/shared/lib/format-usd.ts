/**
 * A US-dollar amount as the wallet dialogs show it: two decimals at least, more only when the
 * amount has them (a tip of 0.385 stays 0.385), thousands separated, in the player's locale.
 */
import type { I18n } from '@lingui/core';

export function formatUsd(i18n: I18n, amount: number): string {
  return i18n.number(amount, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  });
}
