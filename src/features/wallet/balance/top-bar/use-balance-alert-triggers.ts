/**
 * When the balance alerts appear and go while the top bar is up (the bet alerts come from the
 * socket, see use-wallet-sync): 60 s after the balance in play became empty (or the page
 * opened with it empty) the deposit alert shows, unless another alert already does; it is
 * cancelled when money arrives first. Opening the cashier dismisses whatever alert shows.
 */
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { balanceAlertAtom, dismissBalanceAlertAtom } from '../alert-atoms';
import { alertWhenIdle, BALANCE_ALERT_DELAY_MS } from '../balance-alerts';
import type { BalanceView } from '../balance-view';

const rootRoute = getRouteApi('__root__');

export function useBalanceAlertTriggers(view: BalanceView | null, totalDeposited: number): void {
  const setAlert = useSetAtom(balanceAlertAtom);
  const dismiss = useSetAtom(dismissBalanceAlertAtom);
  const alert = useAtomValue(balanceAlertAtom);
  const cashierOpen = rootRoute.useSearch({ select: (search) => search.modal === 'cashier' });

  const latest = useRef({ view, totalDeposited });
  latest.current = { view, totalDeposited };
  const selectedType = view?.selected.type;
  const selectedEmpty = view?.selected.empty ?? false;

  useEffect(() => {
    if (!selectedType || !selectedEmpty) return;
    const timer = setTimeout(() => {
      const now = latest.current;
      if (!now.view) return;
      const next = alertWhenIdle(
        { balanceType: now.view.selected.type, balance: now.view.selected.usd },
        now.totalDeposited,
      );
      if (next) setAlert((current) => current ?? next);
    }, BALANCE_ALERT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [selectedType, selectedEmpty, setAlert]);

  useEffect(() => {
    if (cashierOpen && alert) dismiss();
  }, [cashierOpen, alert, dismiss]);
}
