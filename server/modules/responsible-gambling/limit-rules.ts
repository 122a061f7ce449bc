/**
 * The rules of changing a limit, as pure functions of the stored row and the time: a new limit
 * or a decrease applies at once; an increase or a removal waits 24 hours (the cooling-off) and
 * shows as pending until then. Reads apply a pending change whose time has come.
 */
import { LIMIT_COOLING_OFF_MS } from '@/contracts/responsible-gambling';

export interface PendingChange {
  /** null: the limit is removed. */
  amount: bigint | null;
  appliesAt: Date;
}

export interface LimitState {
  /** The limit in force; null: none. */
  amount: bigint | null;
  pending: PendingChange | null;
}

export interface StoredLimit {
  amount: bigint | null;
  pendingAmount: bigint | null;
  pendingAppliesAt: Date | null;
}

export const NO_LIMIT: LimitState = { amount: null, pending: null };

/** The limit as it stands at `now`: a pending change whose time has come has applied. */
export function effectiveLimit(stored: StoredLimit, now: Date): LimitState {
  if (stored.pendingAppliesAt === null) return { amount: stored.amount, pending: null };
  if (stored.pendingAppliesAt.getTime() <= now.getTime()) {
    return { amount: stored.pendingAmount, pending: null };
  }
  return {
    amount: stored.amount,
    pending: { amount: stored.pendingAmount, appliesAt: stored.pendingAppliesAt },
  };
}

export function toStored(state: LimitState): StoredLimit {
  return {
    amount: state.amount,
    pendingAmount: state.pending?.amount ?? null,
    pendingAppliesAt: state.pending?.appliesAt ?? null,
  };
}

/**
 * The state after the player asks for `requested` (null: remove). Asking for the current
 * limit (or less) again also cancels a pending increase. Asking again for the pending value
 * keeps its time: repeating a request must not restart, nor shorten, the cooling-off.
 */
export function changeLimit(current: LimitState, requested: bigint | null, now: Date): LimitState {
  if (requested !== null && (current.amount === null || requested <= current.amount)) {
    return { amount: requested, pending: null };
  }
  if (requested === null && current.amount === null) return NO_LIMIT;
  if (current.pending && current.pending.amount === requested) return current;
  return {
    amount: current.amount,
    pending: { amount: requested, appliesAt: new Date(now.getTime() + LIMIT_COOLING_OFF_MS) },
  };
}

/** Nothing in force and nothing pending: the row can go. */
export function isEmpty(state: LimitState): boolean {
  return state.amount === null && state.pending === null;
}
