import { queryOptions } from '@tanstack/react-query';
import { fetchSessions } from '../account-calls';

export const sessionsQueryKey = ['account', 'sessions'] as const;

/** The player's signed-in devices; never persisted (it is only useful online). */
export function sessionsQuery() {
  return queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => fetchSessions(signal),
    staleTime: 10_000,
  });
}
