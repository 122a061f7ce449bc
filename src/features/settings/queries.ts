import { queryOptions } from '@tanstack/react-query';
import { settingsSchemas } from '@/contracts/settings';
import { queryFetchOptions } from '@/shared/api/fresh-after-change';
import { apiRequest } from '@/shared/api/rest';

export const settingsKeys = {
  all: ['settings'] as const,
};

/**
 * GET /settings/get. Persisted so the chrome renders offline with the last known settings. A
 * load may take the service worker's copy; the refetch after `settingsUpdated` (or a reconnect)
 * asks the server, so an operator's change shows after that one change.
 */
export function settingsQuery() {
  return queryOptions({
    queryKey: settingsKeys.all,
    queryFn: (context) =>
      apiRequest('/settings/get', {
        schema: settingsSchemas().response,
        ...queryFetchOptions(context),
      }),
    staleTime: 60_000,
    meta: { persist: true, refetchOnPush: 'settingsUpdated' },
  });
}
