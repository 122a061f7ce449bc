/**
 * Keeps settings fresh: refetch on the `settingsUpdated` event, refetch everything on
 * `refreshRequired`, reload on `forceRefresh`; a failed settings fetch records the error and
 * arms a reload for when the connection returns (spec part 1 §8).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { armReloadOnReconnect, getSocket } from '@/shared/api/socket';
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
    const socket = getSocket();
    const onSettings = () => void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    const onRefresh = () => void queryClient.invalidateQueries();
    const onForce = () => window.location.reload();
    socket.on('settingsUpdated', onSettings);
    socket.on('refreshRequired', onRefresh);
    socket.on('forceRefresh', onForce);
    return () => {
      socket.off('settingsUpdated', onSettings);
      socket.off('refreshRequired', onRefresh);
      socket.off('forceRefresh', onForce);
    };
  }, [queryClient]);
}
