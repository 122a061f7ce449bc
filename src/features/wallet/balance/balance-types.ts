/**
 * What a player sees of each balance type (spec part 2 §3 'Balances', 'Cashier option'): its
 * short code and colour, whether it is a crypto balance, and the order of the balance list
 * (crypto first, then the payment balances). Every amount is US dollars whatever the type.
 */
import { BALANCE_TYPES, type BalanceType } from '@/contracts/balances';

export interface BalanceTypeFacts {
  type: BalanceType;
  /** The code the balance goes by ("BTC" for the crypto balance, "USD" for cash). */
  shortCode: string;
  crypto: boolean;
  /** The coin's brand colour, for its badge. */
  color: string;
}

const FACTS: Readonly<Record<BalanceType, Omit<BalanceTypeFacts, 'type'>>> = {
  crypto: { shortCode: 'BTC', crypto: true, color: '#f7931a' },
  eth: { shortCode: 'ETH', crypto: true, color: '#627eea' },
  ltc: { shortCode: 'LTC', crypto: true, color: '#345d9d' },
  usdt: { shortCode: 'USDT', crypto: true, color: '#26a17b' },
  usdc: { shortCode: 'USDC', crypto: true, color: '#2775ca' },
  xrp: { shortCode: 'XRP', crypto: true, color: '#5a6b7b' },
  doge: { shortCode: 'DOGE', crypto: true, color: '#c2a633' },
  trx: { shortCode: 'TRX', crypto: true, color: '#eb0029' },
  cash: { shortCode: 'USD', crypto: false, color: '#2f9e44' },
  mpesa: { shortCode: 'M-PESA', crypto: false, color: '#4caf50' },
};

export function balanceTypeFacts(type: BalanceType): BalanceTypeFacts {
  return { type, ...FACTS[type] };
}

/** The order of the balance list: the crypto balances, then cash and M-Pesa. */
export const BALANCE_LIST_ORDER: readonly BalanceType[] = [
  ...BALANCE_TYPES.filter((type) => FACTS[type].crypto),
  ...BALANCE_TYPES.filter((type) => !FACTS[type].crypto),
];
