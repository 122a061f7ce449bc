/**
 * While the feed is on screen, new bets arrive over the socket (a few batches a second, oldest
 * bet first) into the tabs' cache. Bets
 * settled while the socket was not connected are not replayed, so every connection (the first
 * may come after the first fetch) refetches the tabs on screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSocketConnect, onSocketEvent } from '@/shared/api/socket';
import { addFeedEvent } from './feed-cache';
import { betsFeedKeys } from './queries';

export function useFeedUpdates(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stops = [
      onSocketEvent('bets_feed:new', (batch) => {
        for (const event of batch.bets) addFeedEvent(queryClient, event, userId);
      }),
      onSocketConnect(() => {
        void queryClient.invalidateQueries({ queryKey: betsFeedKeys.all });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient, userId]);
}
