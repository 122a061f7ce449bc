// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { persistOptions } from '@/app/query-client';

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
