import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { hasSessionHint } from '@/contracts/session-hint';
import type { User } from '@/contracts/user';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/rest';

export const accountKeys = {
  current: ['account', 'current'] as const,
};

/**
 * GET /account/get with no-cache headers (spec part 1 §7). Signed out is a normal state, not an
 * error: a 401 resolves to null, and without the session hint cookie there is nobody to ask
 * about. Persisted so a returning player sees themselves offline.
 */
export function currentUserQuery() {
  return queryOptions({
    queryKey: accountKeys.current,
    queryFn: async ({ signal }): Promise<User | null> => {
      if (!hasSessionHint(document.cookie)) return null;
      // The account's schemas (with its balances, limits and mutes) load with the first
      // session's answer: a visitor's start never builds them. A returning player's copy comes
      // from the worker's cache, and a player who just signed in has it already.
      const { userSchema } = await import('@/contracts/user');
      try {
        return await apiRequest('/account/get', { schema: userSchema, signal, noCache: true });
      } catch (error) {
        if (error instanceof ApiError && error.isUnauthorized) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    meta: { persist: true },
  });
}

/**
 * Before the first render: without the session hint cookie the visitor is signed out, which is
 * known without asking anyone (the query would answer null at once). Settled now, the first
 * render already shows a visitor's top bar and menus; settled by the query, every component
 * that follows the account would render again a moment later, on the first load's main thread.
 */
export function settleSignedOutVisitor(queryClient: QueryClient): void {
  if (!hasSessionHint(document.cookie)) queryClient.setQueryData(accountKeys.current, null);
}
