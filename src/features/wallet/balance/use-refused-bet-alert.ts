/**
 * Lets a game open the balance alert (spec part 2 §4 'Balance alerts') when the server refused
 * a bet for want of money: the alert is the wallet's, shown by the top bar's banner.
 */
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { balanceAlertAtom } from './alert-atoms';
import { alertForRefusedBet } from './balance-alerts';
import { useSelectedBalance } from './balance-view';

/** Opens the alert for the balance in play; does nothing for a visitor. */
export function useRefusedBetAlert(): () => void {
  const setAlert = useSetAtom(balanceAlertAtom);
  const selected = useSelectedBalance();
  return useCallback(() => {
    if (selected) setAlert(alertForRefusedBet(selected));
  }, [selected, setAlert]);
}
