/**
 * The payment events a signed-in player's app follows (loaded by usePaymentsSync only once a
 * player is signed in, so a visitor's first page does not carry it): a credited deposit (`newDeposit`) or deposit bonus
 * (`newOfferDeposit`) shows a toast and refreshes the player's balances; every deposit and
 * withdrawal change (`depositUpdated`, `withdrawalUpdated`) and card purchase change
 * (`onrampOrderUpdated`) updates the cashier's lists in
 * place, and a failed deposit (not a cash one) or a withdrawal's decision is told in a toast
 * wherever the player is.
 */

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { onSocketEvent } from '@/shared/api/socket';
import { formatUsdWithCode } from '@/shared/lib/money';
import { accountKeys } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { onrampKeys } from '../buy-crypto/onramp-keys';
import { paymentKeys, upsertById } from './payment-keys';

function upsertCached<T extends { id: string }>(
  client: QueryClient,
  key: readonly unknown[],
  item: T,
) {
  // A list nobody has loaded yet stays unloaded: it is fetched whole when the cashier opens.
  client.setQueryData<T[]>(key, (list) => (list ? upsertById(list, item) : list));
}

export function subscribePayments(queryClient: QueryClient, i18n: I18n): () => void {
  const refreshUser = () => void queryClient.invalidateQueries({ queryKey: accountKeys.current });
  const money = (amount: number | null) => (amount === null ? '' : formatUsdWithCode(i18n, amount));

  const stops = [
    onSocketEvent('newDeposit', (deposit) => {
      refreshUser();
      const amount = money(deposit.amount);
      void showToast({
        kind: 'success',
        title: i18n._(msg`Deposit received`),
        message: i18n._(msg`${amount} was added to your balance.`),
        dedupeKey: `newDeposit:${deposit.depositId}`,
      });
    }),
    onSocketEvent('newOfferDeposit', (bonus) => {
      refreshUser();
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'bonuses'] });
      const amount = money(bonus.amount);
      const offer = bonus.offerName;
      void showToast({
        kind: 'success',
        title: i18n._(msg`Deposit bonus credited`),
        message: i18n._(msg`Your deposit unlocked ${offer}: ${amount} was added to your balance.`),
        dedupeKey: `newOfferDeposit:${bonus.bonusId}`,
      });
    }),
    onSocketEvent('depositUpdated', (deposit) => {
      upsertCached(queryClient, paymentKeys.deposits, deposit);
      // Spec part 1 §8: cash payment failures are not shown (the list still says 'Failed');
      // a deposit the player's own limits refused is, whatever paid it.
      const told =
        deposit.status === 'refused' || (deposit.status === 'failed' && deposit.method !== 'cash');
      if (!told) return;
      const amount = money(deposit.amount);
      void showToast({
        kind: 'error',
        title: i18n._(msg`Deposit not credited`),
        message:
          deposit.failureReason ?? i18n._(msg`Your deposit of ${amount} did not go through.`),
        dedupeKey: `depositFailed:${deposit.id}`,
      });
    }),
    onSocketEvent('onrampOrderUpdated', (order) => {
      // The coins of a completed purchase arrive as a deposit, which tells the player itself.
      upsertCached(queryClient, onrampKeys.orders, order);
    }),
    onSocketEvent('withdrawalUpdated', (withdrawal) => {
      upsertCached(queryClient, paymentKeys.withdrawals, withdrawal);
      refreshUser();
      const amount = money(withdrawal.amount);
      if (withdrawal.status === 'approved') {
        void showToast({
          kind: 'success',
          message: i18n._(msg`Your withdrawal of ${amount} was approved.`),
          dedupeKey: `withdrawal:${withdrawal.id}:approved`,
        });
      } else if (withdrawal.status === 'declined') {
        void showToast({
          kind: 'warning',
          title: i18n._(msg`Withdrawal declined`),
          message: withdrawal.reason ?? i18n._(msg`Your withdrawal of ${amount} was declined.`),
          dedupeKey: `withdrawal:${withdrawal.id}:declined`,
        });
      }
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
