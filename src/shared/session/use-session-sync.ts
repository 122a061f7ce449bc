/**
 * Session upkeep (spec part 1 §4.9): load the current user (a failure is only logged), clear
 * the user when any call answers 401, and refetch the user after a socket reconnect. A
 * remembered user whose session cookies are gone (GET /auth/logout is a navigation that clears
 * them) is forgotten before the first render: settleSignedOutVisitor, in app/start.tsx.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasSessionHint } from '@/contracts/session-hint';
import { onApiError } from '@/shared/api/rest';
import { onSocketReconnect } from '@/shared/api/socket';
import { accountKeys, currentUserQuery } from './queries';

export function useSessionSync(): void {
  const queryClient = useQueryClient();
  // The persisted player is shown at once, but a new page always asks the server again: the
  // session may have ended elsewhere (sign-out everywhere, expiry) since it was stored. With no
  // session cookie there is nothing to ask: app/start.tsx settled the visitor as signed out.
  const { error } = useQuery({
    ...currentUserQuery(),
    refetchOnMount: hasSessionHint(document.cookie) ? 'always' : true,
  });
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
        () =>
          void queryClient.invalidateQueries(
            { queryKey: accountKeys.current },
            // The wallet may be catching up on the same reconnect: one fetch serves both.
            { cancelRefetch: false },
          ),
      ),
    [queryClient],
  );
}
