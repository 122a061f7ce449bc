/** An amount of a deposit or withdrawal as the cashier shows it: "25.5 XRP", "50 USD". */
import type { I18n } from '@lingui/core';
import { type BalanceType, shortCodeOf } from '@/contracts/balances';

export function formatPaymentAmount(i18n: I18n, amount: number, balanceType: BalanceType): string {
  return `${i18n.number(amount, { maximumFractionDigits: 8 })} ${shortCodeOf(balanceType)}`;
}
