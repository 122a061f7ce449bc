/**
 * Every wallet query key starts with this, so one `transactionCreated` marks them stale —
 * except the lists other pushes keep current in place (deposits, withdrawals and card
 * purchases: `depositUpdated`, `withdrawalUpdated`, `onrampOrderUpdated`) and the coin prices,
 * which no ledger entry changes: refetching those on every bet would only repeat requests.
 */
import type { Query } from '@tanstack/react-query';

export const WALLET_QUERY_KEY = ['wallet'] as const;

/** The second key segments `transactionCreated` leaves alone (see above). */
const KEPT_LIVE_ELSEWHERE: ReadonlySet<unknown> = new Set(['payments', 'onramp', 'prices']);

/** A wallet query a new ledger entry may have changed. */
export function isLedgerDependent(query: Pick<Query, 'queryKey'>): boolean {
  const [root, part] = query.queryKey;
  return root === WALLET_QUERY_KEY[0] && !KEPT_LIVE_ELSEWHERE.has(part);
}
