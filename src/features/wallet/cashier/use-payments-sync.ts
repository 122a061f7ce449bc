/**
 * App-wide upkeep of the player's payments while a player is signed in: deposit, bonus,
 * withdrawal and card purchase events update the cashier's lists and tell the player in a
 * toast (./payment-subscriptions). The listeners load with the first signed-in player, so a
 * visitor's first page does not carry them.
 */
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSignedInSubscription } from '../use-signed-in-subscription';

export function usePaymentsSync(): void {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const load = useCallback(async () => {
    const { subscribePayments } = await import('./payment-subscriptions');
    return () => subscribePayments(queryClient, i18n);
  }, [queryClient, i18n]);
  useSignedInSubscription('payments', load);
}
