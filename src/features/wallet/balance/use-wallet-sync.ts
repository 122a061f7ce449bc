/**
 * The wallet's live updates, started once for the whole app (AppRoot's effects) while a player
 * is signed in: the listeners (wallet-subscriptions) load with the first signed-in player, so
 * a visitor's first page does not carry them. The player is persisted (spec part 2 §4
 * 'Persistence'), so a reload shows the last balances at once, before any push.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useCurrentUser } from '@/features/account';

export function useWalletSync(): void {
  const queryClient = useQueryClient();
  const store = useStore();
  const { isSignedIn } = useCurrentUser();
  useEffect(() => {
    if (!isSignedIn) return;
    let stop: (() => void) | undefined;
    let ended = false;
    import('./wallet-subscriptions')
      .then(({ subscribeWallet }) => {
        if (!ended) stop = subscribeWallet(queryClient, store);
      })
      .catch((error: unknown) => console.error('[wallet] live updates could not load', error));
    return () => {
      ended = true;
      stop?.();
    };
  }, [isSignedIn, queryClient, store]);
}
