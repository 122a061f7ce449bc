/** A balance type as the wallet dialogs name it: coins by their ticker, M-Pesa and cash by name. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BalanceType } from '@/contracts/balances';

const CASH = msg`cash`;

export function balanceLabel(i18n: I18n, type: BalanceType): string {
  if (type === 'mpesa') return 'M-Pesa';
  if (type === 'cash') return i18n._(CASH);
  return type.toUpperCase();
}
