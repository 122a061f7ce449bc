/**
 * Amounts of deposits and withdrawals as the cashier shows them: dollars ("13.26 USD", what the
 * balance moved by) and, for chain transfers, the coins that travelled ("25.5 XRP").
 */
import type { I18n } from '@lingui/core';

export function formatPaymentAmount(i18n: I18n, amount: number): string {
  return `${i18n.number(amount, { maximumFractionDigits: 8 })} USD`;
}

export function formatCoinAmount(i18n: I18n, coins: number | string, coin: string): string {
  return `${i18n.number(Number(coins), { maximumFractionDigits: 8 })} ${coin.toUpperCase()}`;
}
