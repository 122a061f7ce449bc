/**
 * How much of a limit the player has used in its rolling window, from their ledger entries
 * (signed as the player sees them: a bet is negative, a payout positive):
 *   deposit: the deposits;
 *   wager:   stakes, less stakes refunded (a cancelled bet was not wagered);
 *   loss:    stakes − refunds − payouts + rolled-back wins, never below zero (winnings offset
 *            losses inside the window, but a player ahead may still only risk the limit).
 * And when a refused amount would fit: the earliest moment enough entries have rolled out.
 */
import type { HistoryType } from '@/contracts/history-types';
import type { LimitKind } from '@/contracts/responsible-gambling';

export const KIND_TYPES: Record<LimitKind, readonly HistoryType[]> = {
  deposit: ['deposit'],
  wager: ['bet', 'refund'],
  loss: ['bet', 'payout', 'refund', 'winRollback'],
};

export interface Activity {
  at: Date;
  type: HistoryType;
  /** The player's signed entry amount, units of 1e-8 USD. */
  amount: bigint;
}

/** What one entry adds to a kind's usage (before the floor at zero). */
export function contribution(kind: LimitKind, type: HistoryType, amount: bigint): bigint {
  if (!KIND_TYPES[kind].includes(type)) return 0n;
  // Deposits count as credited; for wagers and losses the player's debits are what counts.
  return kind === 'deposit' ? amount : -amount;
}

/** Usage from per-type sums of the window's entries. */
export function usageOfSums(kind: LimitKind, sums: ReadonlyMap<HistoryType, bigint>): bigint {
  let total = 0n;
  for (const [type, amount] of sums) total += contribution(kind, type, amount);
  return total > 0n ? total : 0n;
}

/** Usage of the entries inside (end − periodMs, end]. */
export function usageAt(
  kind: LimitKind,
  activity: readonly Activity[],
  periodMs: number,
  end: Date,
): bigint {
  const from = end.getTime() - periodMs;
  let total = 0n;
  for (const entry of activity) {
    const at = entry.at.getTime();
    if (at > from && at <= end.getTime()) total += contribution(kind, entry.type, entry.amount);
  }
  return total > 0n ? total : 0n;
}

/**
 * The earliest time from `now` at which `amount` more fits under `limit`, assuming no new
 * activity: usage only changes when an entry leaves the window, so those moments are the
 * only candidates. An amount larger than the limit never fits; then it is the moment the
 * whole limit is free again (the last entry's exit).
 */
export function fitsAt(
  kind: LimitKind,
  activity: readonly Activity[],
  periodMs: number,
  now: Date,
  limit: bigint,
  amount: bigint,
): Date {
  const inWindow = activity.filter((entry) => {
    const at = entry.at.getTime();
    return at > now.getTime() - periodMs && at <= now.getTime();
  });
  const exits = [...new Set(inWindow.map((entry) => entry.at.getTime() + periodMs))].sort(
    (a, b) => a - b,
  );
  const target = amount > limit ? 0n : limit - amount;
  if (usageAt(kind, inWindow, periodMs, now) <= target) return now;
  for (const exit of exits) {
    if (usageAt(kind, inWindow, periodMs, new Date(exit)) <= target) return new Date(exit);
  }
  return new Date(exits.at(-1) ?? now.getTime());
}
