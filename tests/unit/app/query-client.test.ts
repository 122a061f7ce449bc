// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistOptions, restorePersistedQueries } from '@/app/query-client';
import { storageKey } from '@/shared/lib/persisted-atom';

describe('query persistence', () => {
  const shouldPersist = persistOptions.dehydrateOptions?.shouldDehydrateQuery;

  it('saves only successful queries marked persistable', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['kept'], queryFn: () => 1, meta: { persist: true } });
    await client.fetchQuery({ queryKey: ['not-marked'], queryFn: () => 2 });
    await client
      .fetchQuery({
        queryKey: ['failed'],
        queryFn: () => Promise.reject(new Error('x')),
        meta: { persist: true },
        retry: false,
      })
      .catch(() => undefined);
    const cache = client.getQueryCache();
    const decide = (key: string) => shouldPersist?.(cache.find({ queryKey: [key] }) as never);
    expect(decide('kept')).toBe(true);
    expect(decide('not-marked')).toBe(false);
    expect(decide('failed')).toBe(false);
  });

  it('is discarded when the build changes', () => {
    expect(persistOptions.buster).toBe(__BUILD_ID__);
    expect(persistOptions.buster).toMatch(/\+/);
  });
});

describe('restoring the saved queries before the first render', () => {
  const key = storageKey('query-cache');
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function savedFrom(client: QueryClient, buster = __BUILD_ID__) {
    const clientState = dehydrate(client, persistOptions.dehydrateOptions);
    window.localStorage.setItem(
      key,
      JSON.stringify({ buster, timestamp: Date.now(), clientState }),
    );
  }

  it('puts the saved data back, then saves what changes', async () => {
    const before = new QueryClient();
    await before.fetchQuery({ queryKey: ['user'], queryFn: () => 'ada', meta: { persist: true } });
    savedFrom(before);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const client = new QueryClient();
    await restorePersistedQueries(client);
    expect(client.getQueryData(['user'])).toBe('ada');

    await client.fetchQuery({ queryKey: ['balances'], queryFn: () => 7, meta: { persist: true } });
    await vi.advanceTimersByTimeAsync(1_000);
    const saved = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    const keys = saved.clientState.queries.map((query: { queryKey: unknown }) => query.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['user'], ['balances']]));
  });

  it('drops a copy saved by another build', async () => {
    const before = new QueryClient();
    await before.fetchQuery({ queryKey: ['user'], queryFn: () => 'ada', meta: { persist: true } });
    savedFrom(before, 'an-older-build');
    const client = new QueryClient();
    await restorePersistedQueries(client);
    expect(client.getQueryData(['user'])).toBeUndefined();
  });

  it('starts empty, and says so, when the saved copy cannot be read', async () => {
    window.localStorage.setItem(key, '{not json');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new QueryClient();
    await expect(restorePersistedQueries(client)).resolves.toBeUndefined();
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(logged).toHaveBeenCalledWith(
      '[query-cache] could not restore the saved queries',
      expect.anything(),
    );
  });
});
