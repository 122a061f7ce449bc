/**
 * The wallet's live updates, started once for the whole app (AppRoot's effects) while a player
 * is signed in: the listeners (wallet-subscriptions) load with the first signed-in player, so
 * a visitor's first page does not carry them. The player is persisted (spec part 2 §4
 * 'Persistence'), so a reload shows the last balances at once, before any push.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useSignedInSubscription } from '../use-signed-in-subscription';

export function useWalletSync(): void {
  const queryClient = useQueryClient();
  const store = useStore();
  const load = useCallback(async () => {
    const { subscribeWallet } = await import('./wallet-subscriptions');
    return () => subscribeWallet(queryClient, store);
  }, [queryClient, store]);
  useSignedInSubscription('wallet', load);
}
