/**
 * The reality check's numbers for one sign-in: from the per-type sums of the player's entries
 * since the session began (signed as the player sees them):
 *   staked = bets − refunded stakes            (−(bet + refund), a bet entry being negative)
 *   won    = payouts − rolled-back wins        (payout + winRollback, a rollback being negative)
 *   net    = won − staked                      (= the sum of all four: negative is a loss)
 */
import type { HistoryType } from '@/contracts/history-types';

export const SESSION_TYPES = [
  'bet',
  'payout',
  'refund',
  'winRollback',
] as const satisfies readonly HistoryType[];

export interface SessionNumbers {
  staked: bigint;
  won: bigint;
  net: bigint;
}

export function summarizeSession(sums: ReadonlyMap<HistoryType, bigint>): SessionNumbers {
  const of = (type: HistoryType) => sums.get(type) ?? 0n;
  const staked = -(of('bet') + of('refund'));
  const won = of('payout') + of('winRollback');
  return { staked, won, net: won - staked };
}
