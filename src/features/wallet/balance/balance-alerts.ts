/**
 * The balance alerts' rules (spec part 2 §4 'Balance alerts', §9: delay 60 s, low threshold
 * 0.01), as pure functions the socket handler and the idle timer call:
 * - after an own bet: emptyBalance when the balance fell under 0.01 and the bet paid out
 *   under 0.01; lowBalance when the bet was more than what is left, something (over 0.01) is
 *   left, and it paid out under 0.01;
 * - 60 s with the selected balance under 0.01: noDeposit, or hasDeposit for a player who has
 *   deposited before.
 * Dismissing hides the alert, and so does opening the cashier (alert-atoms, the top bar).
 */
import type { BalanceType } from '@/contracts/balances';
import type { OwnBet } from '@/contracts/wallet-events';

export const BALANCE_ALERT_TYPES = [
  'lowBalance',
  'emptyBalance',
  'noDeposit',
  'hasDeposit',
] as const;
export type BalanceAlertType = (typeof BALANCE_ALERT_TYPES)[number];

export interface BalanceAlert {
  type: BalanceAlertType;
  /** The balance it is about. */
  balanceType: BalanceType;
}

/** Seconds of an empty selected balance before the deposit alert (spec part 2 §9). */
export const BALANCE_ALERT_DELAY_MS = 60_000;
/** The low threshold (spec part 2 §9), US dollars. */
export const LOW_BALANCE_THRESHOLD = 0.01;

/**
 * The alert after one of the player's own bets, given the balance of the bet's type once the
 * bet was taken (the server sends the bet's balanceUpdate before new_bet_self).
 */
export function alertAfterBet(bet: OwnBet, balanceAfter: number): BalanceAlert | null {
  if (!(bet.payoutValue < LOW_BALANCE_THRESHOLD)) return null;
  if (balanceAfter < LOW_BALANCE_THRESHOLD) {
    return { type: 'emptyBalance', balanceType: bet.balanceType };
  }
  if (bet.betAmount > balanceAfter && balanceAfter > LOW_BALANCE_THRESHOLD) {
    return { type: 'lowBalance', balanceType: bet.balanceType };
  }
  return null;
}

/** The alert once the selected balance has stayed under 0.01 for the delay, or null. */
export function alertWhenIdle(
  selected: { balanceType: BalanceType; balance: number },
  totalDeposited: number,
): BalanceAlert | null {
  if (!(selected.balance < LOW_BALANCE_THRESHOLD)) return null;
  return {
    type: totalDeposited > 0 ? 'hasDeposit' : 'noDeposit',
    balanceType: selected.balanceType,
  };
}

/**
 * Whether a showing alert still holds after the player's balances changed: the empty and
 * deposit alerts end once their balance is no longer empty (a deposit arrived); lowBalance
 * stays until dismissed.
 */
export function alertStillHolds(
  alert: BalanceAlert,
  balances: Partial<Record<BalanceType, number>>,
): boolean {
  if (alert.type === 'lowBalance') return true;
  return (balances[alert.balanceType] ?? 0) < LOW_BALANCE_THRESHOLD;
}

/**
 * The alert when a bet was refused for want of money (issue 19, INSUFFICIENT_FUNDS): empty
 * when the balance in play is under 0.01, else low — both offer the cashier.
 */
export function alertForRefusedBet(selected: {
  balanceType: BalanceType;
  balance: number;
}): BalanceAlert {
  return {
    type: selected.balance < LOW_BALANCE_THRESHOLD ? 'emptyBalance' : 'lowBalance',
    balanceType: selected.balanceType,
  };
}
