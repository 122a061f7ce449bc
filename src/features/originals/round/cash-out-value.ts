/**
 * What cashing out an open round pays now, US dollars: its stake times the multiplier it
 * shows, never above the most one bet pays. (An open RoundView's `payout` is still 0.)
 */
import { MAX_PAYOUT } from '@/contracts/originals';

export function cashOutValue(round: { amount: number; payoutMultiplier: number }): number {
  const cents = Math.floor(round.amount * round.payoutMultiplier * 100 + 1e-6);
  return Math.min(cents / 100, MAX_PAYOUT);
}
