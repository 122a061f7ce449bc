/**
 * Keeps settings fresh: refetch on the `settingsUpdated` event, refetch everything on
 * `refreshRequired`, reload on `forceRefresh`; a failed settings fetch records the error and
 * arms a reload for when the connection returns (spec part 1 §8).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { armReloadOnReconnect, onSocketConnect, onSocketEvent } from '@/shared/api/socket';
import { settingsErrorAtom } from './atoms';
import { settingsKeys, settingsQuery } from './queries';

export function useSettingsSync(): void {
  const queryClient = useQueryClient();
  const setError = useSetAtom(settingsErrorAtom);
  const { error } = useQuery(settingsQuery());

  useEffect(() => {
    if (!error) {
      setError(null);
      return;
    }
    setError(error.message);
    armReloadOnReconnect();
  }, [error, setError]);

  useEffect(() => {
    const stops = [
      onSocketEvent('settingsUpdated', () => {
        void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      }),
      onSocketEvent('refreshRequired', () => {
        void queryClient.invalidateQueries();
      }),
      onSocketEvent('forceRefresh', () => window.location.reload()),
      onSocketConnect(() => {
        void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
