/**
 * Whether a query's fetch must reach the server. React Query marks a query invalidated when
 * something said its data changed — a push from the server (pushed-changes.ts), a write of the
 * player's, `refreshRequired` — and keeps the mark until a fetch succeeds. Any cached copy is
 * then the one said to be out of date, so that fetch asks past the caches (apiRequest's
 * `fresh`); every other fetch may take a cached copy (the service worker answers the catalogue
 * and settings stale-while-revalidate, for speed and offline).
 */
import type { QueryFunctionContext } from '@tanstack/react-query';

export interface QueryFetchOptions {
  signal: AbortSignal;
  fresh: boolean;
}

export function queryFetchOptions(
  context: Pick<QueryFunctionContext, 'client' | 'queryKey' | 'signal'>,
): QueryFetchOptions {
  const state = context.client.getQueryState(context.queryKey);
  return { signal: context.signal, fresh: state?.isInvalidated === true };
}
