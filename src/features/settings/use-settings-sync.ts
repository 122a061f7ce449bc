/**
 * Keeps settings fresh: refetch on the `settingsUpdated` event, refetch everything on
 * `refreshRequired`, reload on `forceRefresh`; a failed settings fetch is logged (the query
 * keeps the error itself) and arms a reload for when the connection returns (spec part 1 §8).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { armReloadOnReconnect, onSocketConnect, onSocketEvent } from '@/shared/api/socket';
import { settingsKeys, settingsQuery } from './queries';

export function useSettingsSync(): void {
  const queryClient = useQueryClient();
  const { error } = useQuery(settingsQuery());

  useEffect(() => {
    if (!error) return;
    console.error('[settings] loading the site settings failed', error);
    armReloadOnReconnect();
  }, [error]);

  useEffect(() => {
    const refetchSettings = () => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    };
    const stops = [
      onSocketEvent('settingsUpdated', refetchSettings),
      onSocketEvent('refreshRequired', () => {
        void queryClient.invalidateQueries();
      }),
      onSocketEvent('forceRefresh', () => window.location.reload()),
      // Catches a change pushed while the socket was still loading or away.
      onSocketConnect(refetchSettings),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
