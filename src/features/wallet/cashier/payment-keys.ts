/**
 * Query keys of the cashier's payments, and the cache update the socket events apply. Kept
 * apart from the calls so the app-wide listener (use-payments-sync) loads no schemas.
 */
import type { ChainCoin } from '@/contracts/payments';

const ALL = ['wallet', 'payments'] as const;

export const paymentKeys = {
  all: ALL,
  address: (coin: ChainCoin) => [...ALL, 'address', coin] as const,
  deposits: [...ALL, 'deposits'] as const,
  withdrawals: [...ALL, 'withdrawals'] as const,
};

/** Puts a new item first in a cached list, or replaces it where it is. */
export function upsertById<T extends { id: string }>(list: readonly T[], item: T): T[] {
  return list.some((entry) => entry.id === item.id)
    ? list.map((entry) => (entry.id === item.id ? item : entry))
    : [item, ...list];
}

/**
 * Adds what a request just answered unless the list has it already: a socket update may have
 * brought a newer state of it (a payment confirmed before its request's answer arrived).
 */
export function addIfMissing<T extends { id: string }>(
  list: readonly T[] | undefined,
  item: T,
): T[] {
  if (!list) return [item];
  return list.some((entry) => entry.id === item.id) ? [...list] : [item, ...list];
}
