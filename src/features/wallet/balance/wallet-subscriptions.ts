/**
 * The wallet's live updates on the one socket, for a signed-in player: `balanceUpdate`
 * patches the balance in the cached player, `currencyUpdated` the display rates,
 * `transactionCreated` marks the wallet queries a ledger entry changes (history, bonuses…) stale,
 * and `new_bet_self` raises the balance alert its rules call for. Pushes sent before these
 * listeners existed are lost, so the player is refetched once the socket is up (at once when
 * it already is); after a reconnect the account refetches the player itself. A push that lands
 * during such a fetch restarts it, so the fetch's older answer never overwrites the push.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { getSocketStatus, onSocketConnect, onSocketEvent } from '@/shared/api/socket';
import { accountKeys } from '@/shared/session';
import { balanceAlertAtom } from './alert-atoms';
import { alertAfterBet, alertStillHolds, type BalanceAlert } from './balance-alerts';
import { currentUserOf, patchCurrentUser, withBalance, withExchangeRates } from './user-cache';
import { isLedgerDependent } from './wallet-query-key';

type Store = ReturnType<typeof createStore>;

/** Starts listening; returns the function that stops. */
export function subscribeWallet(queryClient: QueryClient, store: Store): () => void {
  const setAlert = (update: (alert: BalanceAlert | null) => BalanceAlert | null) =>
    store.set(balanceAlertAtom, update(store.get(balanceAlertAtom)));
  const refetchPlayer = () => {
    // Joins a fetch of the player already under way (sign-in, the account's own catch-up on
    // reconnect) instead of cancelling it for an identical one.
    if (currentUserOf(queryClient)) {
      void queryClient.invalidateQueries(
        { queryKey: accountKeys.current },
        { cancelRefetch: false },
      );
    }
  };
  /**
   * Writes a pushed change into the cached player. A fetch of the player already under way
   * may have read it before the change and would write the older value back when it lands, so
   * it is started again: the new one reads after the change (pushes follow their commit).
   */
  const patchPlayer = (update: Parameters<typeof patchCurrentUser>[1]) => {
    patchCurrentUser(queryClient, update);
    if (queryClient.isFetching({ queryKey: accountKeys.current }) > 0) {
      void queryClient.refetchQueries({ queryKey: accountKeys.current });
    }
  };
  let caughtUp = getSocketStatus().connected;
  if (caughtUp) refetchPlayer();
  const stops = [
    onSocketEvent('balanceUpdate', ({ balanceType, balance }) => {
      patchPlayer((user) => withBalance(user, balanceType, balance));
      const balances = currentUserOf(queryClient)?.balances ?? {};
      setAlert((alert) => (alert && alertStillHolds(alert, balances) ? alert : null));
    }),
    onSocketEvent('currencyUpdated', (rates) => {
      patchPlayer((user) => withExchangeRates(user, rates));
    }),
    onSocketEvent('transactionCreated', () => {
      void queryClient.invalidateQueries({ predicate: isLedgerDependent });
    }),
    onSocketEvent('new_bet_self', (bet) => {
      const user = currentUserOf(queryClient);
      if (!user) return;
      const next = alertAfterBet(bet, user.balances[bet.balanceType] ?? 0);
      if (next) setAlert(() => next);
    }),
    onSocketConnect(() => {
      if (caughtUp) return;
      caughtUp = true;
      refetchPlayer();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
