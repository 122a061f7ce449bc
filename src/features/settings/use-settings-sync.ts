/**
 * Keeps settings fresh: refetch after every socket connection (a change pushed while the socket
 * was loading or away was missed; `settingsUpdated` itself is followed by the app's pushed
 * changes, see the settings query's meta), refetch everything on `refreshRequired`, reload on
 * `forceRefresh`; a failed settings fetch is logged (the query keeps the error itself) and arms
 * a reload for when the connection returns (spec part 1 §8). A call refused because its
 * feature is switched off (1016) means these settings are behind: they are refetched too.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { refetchPushedQueries } from '@/shared/api/pushed-changes';
import { onApiError } from '@/shared/api/rest';
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
    const refetchSettings = () => void refetchPushedQueries(queryClient, 'settingsUpdated');
    const stops = [
      onApiError((error) => {
        if (error.code === API_ERROR_CODES.featureOff) refetchSettings();
      }),
      onSocketEvent('refreshRequired', () => {
        void queryClient.invalidateQueries();
      }),
      onSocketEvent('forceRefresh', () => window.location.reload()),
      onSocketConnect(refetchSettings),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
