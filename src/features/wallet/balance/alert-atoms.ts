/**
 * The balance alert on screen (spec part 2 §4 'Balance alerts'): at most one, replaced by a
 * newer one, cleared when the player dismisses it or opens the cashier. Client state of this
 * page only: an alert is about what just happened, so it is not persisted.
 */
import { atom } from 'jotai';
import type { BalanceAlert } from './balance-alerts';

export const balanceAlertAtom = atom<BalanceAlert | null>(null);

/** Hides the alert (its close button, or the cashier opening). */
export const dismissBalanceAlertAtom = atom(null, (_get, set) => set(balanceAlertAtom, null));
