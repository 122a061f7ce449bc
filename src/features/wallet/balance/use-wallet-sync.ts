/**
 * The wallet's live updates, subscribed once for the whole app (AppRoot's effects) on the one
 * socket: `balanceUpdate` patches the balance in the cached player, `currencyUpdated` the
 * display rates, `transactionCreated` marks every wallet query (['wallet', ...]: history and
 * the like) stale, and `new_bet_self` raises the balance alert its rules call for. The socket
 * connects after the first paint, so its first connection refetches the player once: a
 * movement pushed before it was missed. The player is persisted (spec part 2 §4 'Persistence'),
 * so a reload shows the last balances at once.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { safeParse } from 'zod/mini';
import { exchangeRatesSchema } from '@/contracts/wallet';
import { balanceUpdateSchema, ownBetSchema } from '@/contracts/wallet-events';
import { accountKeys } from '@/features/account';
import { onSocketConnect, onSocketEvent } from '@/shared/api/socket';
import { balanceAlertAtom } from './alert-atoms';
import { alertAfterBet, alertStillHolds, type BalanceAlert } from './balance-alerts';
import { currentUserOf, patchCurrentUser, withBalance, withExchangeRates } from './user-cache';

/** Every wallet query starts with this key, so one event can mark them all stale. */
export const WALLET_QUERY_KEY = ['wallet'] as const;

type AlertSetter = (update: (alert: BalanceAlert | null) => BalanceAlert | null) => void;

function subscribe(queryClient: QueryClient, setAlert: AlertSetter): Array<() => void> {
  let connectedBefore = false;
  return [
    onSocketEvent('balanceUpdate', (payload) => {
      const parsed = safeParse(balanceUpdateSchema, payload);
      if (!parsed.success) return console.warn('[wallet] bad balanceUpdate', payload);
      const { balanceType, balance } = parsed.data;
      patchCurrentUser(queryClient, (user) => withBalance(user, balanceType, balance));
      const balances = currentUserOf(queryClient)?.balances ?? {};
      setAlert((alert) => (alert && alertStillHolds(alert, balances) ? alert : null));
    }),
    onSocketEvent('currencyUpdated', (payload) => {
      const parsed = safeParse(exchangeRatesSchema, payload);
      if (!parsed.success) return console.warn('[wallet] bad currencyUpdated', payload);
      patchCurrentUser(queryClient, (user) => withExchangeRates(user, parsed.data));
    }),
    onSocketEvent('transactionCreated', () => {
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
    }),
    onSocketEvent('new_bet_self', (payload) => {
      const parsed = safeParse(ownBetSchema, payload);
      if (!parsed.success) return console.warn('[wallet] bad new_bet_self', payload);
      const user = currentUserOf(queryClient);
      if (!user) return;
      const next = alertAfterBet(parsed.data, user.balances[parsed.data.balanceType] ?? 0);
      if (next) setAlert(() => next);
    }),
    onSocketConnect(() => {
      // Later connections are reconnects, after which the account refetches the player itself.
      if (connectedBefore) return;
      connectedBefore = true;
      if (currentUserOf(queryClient)) {
        void queryClient.invalidateQueries({ queryKey: accountKeys.current });
      }
    }),
  ];
}

export function useWalletSync(): void {
  const queryClient = useQueryClient();
  const setAlert = useSetAtom(balanceAlertAtom);
  useEffect(() => {
    const unsubscribe = subscribe(queryClient, setAlert);
    return () => {
      for (const stop of unsubscribe) stop();
    };
  }, [queryClient, setAlert]);
}
