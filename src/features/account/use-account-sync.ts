/**
 * Start-up and session upkeep (spec part 1 §4.9): load the current user (a failure is only
 * logged), forget a remembered user whose session cookies are gone (GET /auth/logout is a
 * navigation that clears them), clear the user when any call answers 401, and refetch the
 * user after a socket reconnect.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasSessionHint } from '@/contracts/user';
import { onApiError } from '@/shared/api/rest';
import { onSocketReconnect } from '@/shared/api/socket';
import { accountKeys, currentUserQuery } from './queries';

export function useAccountSync(): void {
  const queryClient = useQueryClient();
  const { data: user, error } = useQuery(currentUserQuery());

  // Also after the persisted cache is restored, which happens after the first render.
  useEffect(() => {
    if (user && !hasSessionHint(document.cookie)) {
      queryClient.setQueryData(accountKeys.current, null);
    }
  }, [user, queryClient]);

  useEffect(() => {
    if (error) console.error('[account] loading the current user failed', error);
  }, [error]);

  useEffect(
    () =>
      onApiError((apiError) => {
        if (apiError.isUnauthorized) queryClient.setQueryData(accountKeys.current, null);
      }),
    [queryClient],
  );

  useEffect(
    () =>
      onSocketReconnect(
        () => void queryClient.invalidateQueries({ queryKey: accountKeys.current }),
      ),
    [queryClient],
  );
}
