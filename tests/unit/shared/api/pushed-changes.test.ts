/**
 * A change push refetches the queries that name it, and that refetch asks past the caches
 * (`cache: 'no-cache'`, which the service worker answers from the network), while a query's
 * normal loads keep the default cache mode the worker answers from its cache.
 */
import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { queryFetchOptions } from '@/shared/api/fresh-after-change';
import { followPushedChanges } from '@/shared/api/pushed-changes';
import { apiRequest } from '@/shared/api/rest';
import { connectSocket } from '@/shared/api/socket';

type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Handler[]>();
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, handler: Handler) =>
      handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    off: (event: string, handler: Handler) =>
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((h) => h !== handler),
      ),
    io: { on: () => {} },
  }),
}));
const push = (event: string) => {
  for (const handler of handlers.get(event) ?? []) handler();
};

const versionSchema = z.object({ version: z.int() });
let version = 1;
let modes: RequestCache[] = [];

function pushedQuery(path: string, refetchOnPush?: 'settingsUpdated' | 'catalogueUpdated') {
  return queryOptions({
    queryKey: [path],
    queryFn: (context) =>
      apiRequest(path, { schema: versionSchema, ...queryFetchOptions(context) }),
    meta: refetchOnPush ? { refetchOnPush } : {},
  });
}

async function observe(client: QueryClient, options: ReturnType<typeof pushedQuery>) {
  const observer = new QueryObserver(client, options);
  const stop = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
  return { observer, stop };
}

beforeEach(() => {
  version = 1;
  modes = [];
  // Stubbed, not MSW: these tests check the request's `cache` mode, which MSW does not pass on.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      modes.push(init.cache ?? 'default');
      return new Response(JSON.stringify({ version }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('pushed changes', () => {
  it('refetch the queries the push names, past the caches, and only those', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const stopFollowing = followPushedChanges(client);
    await connectSocket();
    const settings = await observe(client, pushedQuery('/settings/get', 'settingsUpdated'));
    const essentials = await observe(
      client,
      pushedQuery('/tp-games/essentials', 'catalogueUpdated'),
    );
    const other = await observe(client, pushedQuery('/other'));
    expect(modes).toEqual(['default', 'default', 'default']);

    version = 2;
    push('settingsUpdated');
    await vi.waitFor(() =>
      expect(settings.observer.getCurrentResult().data).toEqual({ version: 2 }),
    );
    expect(modes).toEqual(['default', 'default', 'default', 'no-cache']);
    expect(essentials.observer.getCurrentResult().data).toEqual({ version: 1 });
    expect(other.observer.getCurrentResult().data).toEqual({ version: 1 });

    push('catalogueUpdated');
    await vi.waitFor(() =>
      expect(essentials.observer.getCurrentResult().data).toEqual({ version: 2 }),
    );
    expect(modes.at(-1)).toBe('no-cache');

    // Once the fresh copy is in, a later load may take a cached one again.
    await settings.observer.refetch();
    expect(modes.at(-1)).toBe('default');

    for (const { stop } of [settings, essentials, other]) stop();
    stopFollowing();
  });

  it('mark a query not in use, so its next load asks past the caches', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const stopFollowing = followPushedChanges(client);
    await connectSocket();
    const settings = await observe(client, pushedQuery('/settings/get', 'settingsUpdated'));
    settings.stop();
    push('settingsUpdated');
    expect(modes).toEqual(['default']);

    version = 2;
    const again = await observe(client, pushedQuery('/settings/get', 'settingsUpdated'));
    await vi.waitFor(() => expect(again.observer.getCurrentResult().data).toEqual({ version: 2 }));
    expect(modes).toEqual(['default', 'no-cache']);
    again.stop();
    stopFollowing();
  });
});
