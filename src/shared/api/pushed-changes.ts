/**
 * Data the server pushes changes of: each change push (contracts' CHANGE_PUSHES, no payload)
 * invalidates the queries whose meta names it (`meta: { refetchOnPush: 'catalogueUpdated' }`).
 * Those in use refetch at once, the others when next used, and each of those fetches asks past
 * the caches (fresh-after-change.ts): one mechanism for every pushed change, so a new one is a
 * line in the contract and a word in its query's meta.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHANGE_PUSHES, type ChangePush } from '@/contracts/change-pushes';
import type {} from './query-meta';
import { onSocketEvent } from './socket';

export function refetchPushedQueries(queryClient: QueryClient, push: ChangePush): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.meta?.refetchOnPush === push,
  });
}

/** Follows every change push until the returned function is called. */
export function followPushedChanges(queryClient: QueryClient): () => void {
  const stops = CHANGE_PUSHES.map((push) =>
    onSocketEvent(push, () => void refetchPushedQueries(queryClient, push)),
  );
  return () => {
    for (const stop of stops) stop();
  };
}

export function usePushedChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => followPushedChanges(queryClient), [queryClient]);
}
