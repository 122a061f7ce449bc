/**
 * Keeps settings fresh: refetch after every socket connection (a change pushed while the socket
 * was loading or away was missed; `settingsUpdated` itself is followed by the app's pushed
 * changes, see the settings query's meta), refetch everything on `refreshRequired`, reload on
 * `forceRefresh`; a failed settings fetch is logged (the query keeps the error itself) and arms
 * a reload for when the connection returns (spec part 1 §8).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refetchPushedQueries } from '@/shared/api/pushed-changes';
import { armReloadOnReconnect, onSocketConnect, onSocketEvent } from '@/shared/api/socket';
import { settingsQuery } from './queries';

export function useSettingsSync(): void {
  const queryClient = useQueryClient();
  const { error } = useQuery(settingsQuery());

  useEffect(() => {
    if (!error) return;
    console.error('[settings] loading the site settings failed', error);
    armReloadOnReconnect();
  }, [error]);

  useEffect(() => {
    const stops = [
      onSocketEvent('refreshRequired', () => {
        void queryClient.invalidateQueries();
      }),
      onSocketEvent('forceRefresh', () => window.location.reload()),
      onSocketConnect(() => void refetchPushedQueries(queryClient, 'settingsUpdated')),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
