import { queryOptions } from '@tanstack/react-query';
import { settingsResponseSchema } from '@/contracts/settings';
import { apiRequest } from '@/shared/api/rest';

export const settingsKeys = {
  all: ['settings'] as const,
};

/** GET /settings/get. Persisted so the chrome renders offline with the last known settings. */
export function settingsQuery() {
  return queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) =>
      apiRequest('/settings/get', { schema: settingsResponseSchema, signal, noCache: true }),
    staleTime: 60_000,
    meta: { persist: true },
  });
}
