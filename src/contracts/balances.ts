/** The balance types a player holds (spec part 2 §3 'Balances'), all starting at 0. */
export const BALANCE_TYPES = [
  'cash',
  'crypto',
  'eth',
  'ltc',
  'usdt',
  'usdc',
  'xrp',
  'doge',
  'trx',
  'mpesa',
] as const;
export type BalanceType = (typeof BALANCE_TYPES)[number];

/** Narrows stored or received text to a balance type (a stored row, a menu value). */
export function isBalanceType(value: unknown): value is BalanceType {
  return (BALANCE_TYPES as readonly unknown[]).includes(value);
}

/** The code an amount of a balance type is in: USD for cash and M-Pesa, else the coin's. */
export function shortCodeOf(type: BalanceType): string {
  return type === 'cash' || type === 'mpesa' ? 'USD' : type.toUpperCase();
}
