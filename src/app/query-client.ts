/**
 * The React Query client and its persistence. Only queries marked `meta: { persist: true }`
 * are written to localStorage (user, balances, settings, the catalogue's tags), and the cache is
 * discarded whenever the build changes, so new code never reads data shaped for old code.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { defaultShouldDehydrateQuery, type Query, QueryClient } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { isClientError } from '@/shared/api/api-error';
import type {} from '@/shared/api/query-meta';
import { storageKey } from '@/shared/lib/persisted-atom';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Persisted queries must outlive the persister's maxAge or they are dropped on restore.
        gcTime: DAY_MS,
        // Cached data renders while offline; requests run when the network returns.
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      // A mutation offline fails at once with NetworkError's "you are offline" instead of
      // waiting, paused and silent, for a network that may never come back in this session.
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

export const queryClient = createQueryClient();

function shouldPersist(query: Query): boolean {
  return query.meta?.persist === true && defaultShouldDehydrateQuery(query);
}

function persistStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createSyncStoragePersister({
    storage: persistStorage(),
    key: storageKey('query-cache'),
    throttleTime: 1000,
  }),
  maxAge: DAY_MS,
  buster: __BUILD_ID__,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
};

/**
 * Puts the persisted queries back into the client, then keeps saving them. app/start.tsx awaits it
 * before the first render, so the first render already shows a returning player's data and
 * every query starts at once: with PersistQueryClientProvider the app rendered while restoring
 * and then rendered every query's user again twice (restored, then subscribed), on the main
 * thread of the first load. A storage that cannot be read only costs the persisted copy.
 */
export async function restorePersistedQueries(client: QueryClient = queryClient): Promise<void> {
  const options = { ...persistOptions, queryClient: client };
  try {
    await persistQueryClientRestore(options);
  } catch (error) {
    console.error('[query-cache] could not restore the saved queries', error);
  }
  persistQueryClientSubscribe(options);
}
