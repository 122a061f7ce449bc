/** The code an amount of a balance type is shown in: XRP for XRP, USD for cash and M-Pesa. */
import type { BalanceType } from '@/contracts/balances';

export function shortCodeOf(balanceType: BalanceType): string {
  return balanceType === 'cash' || balanceType === 'mpesa' ? 'USD' : balanceType.toUpperCase();
}
