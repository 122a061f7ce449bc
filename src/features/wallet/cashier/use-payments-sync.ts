/**
 * App-wide upkeep of the player's payments while a player is signed in: deposit, bonus,
 * withdrawal and card purchase events update the cashier's lists and tell the player in a
 * toast (./payment-subscriptions). The listeners load with the first signed-in player, so a
 * visitor's first page does not carry them.
 */
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '@/features/account';

export function usePaymentsSync(): void {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const { isSignedIn } = useCurrentUser();
  useEffect(() => {
    if (!isSignedIn) return;
    let stop: (() => void) | undefined;
    let ended = false;
    import('./payment-subscriptions')
      .then(({ subscribePayments }) => {
        if (!ended) stop = subscribePayments(queryClient, i18n);
      })
      .catch((error: unknown) => console.error('[payments] live updates could not load', error));
    return () => {
      ended = true;
      stop?.();
    };
  }, [isSignedIn, queryClient, i18n]);
}
