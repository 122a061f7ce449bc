/**
 * The worker's catalogue and settings route with Workbox's real strategies over an in-memory
 * cache and a stubbed network: a normal load gets the cached copy at once, a load that asks for
 * a fresh copy (the app's refetch after a pushed change) gets the server's and updates the
 * cache, and offline still gets the cached one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueHandler, catalogueStrategyFor } from '../../../../sw/routes/catalogue';

const URL_ = 'https://kadibet.test/api/settings/get';
type HandlerOptions = Parameters<ReturnType<typeof catalogueHandler>>[0];

class FakeExtendableEvent extends Event {
  readonly pending: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>): void {
    this.pending.push(promise);
  }
}
class FakeFetchEvent extends FakeExtendableEvent {}

/** Just what Workbox's strategies use of the Cache Storage API, keyed by URL. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    let store = stores.get(name);
    if (!store) {
      store = new Map();
      stores.set(name, store);
    }
    const entries = store;
    const key = (request: RequestInfo | URL) =>
      typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    return {
      match: async (request: RequestInfo | URL) => entries.get(key(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        entries.set(key(request), response);
      },
      delete: async (request: RequestInfo | URL) => entries.delete(key(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  };
  const match = async (request: RequestInfo | URL, options?: MultiCacheQueryOptions) => {
    const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
    for (const name of names) {
      const found = await (await open(name)).match(request);
      if (found) return found;
    }
    return undefined;
  };
  return { open, match, has: async (name: string) => stores.has(name) };
}

function settingsBody(banner: string | null): Response {
  return new Response(JSON.stringify({ banner }), {
    headers: { 'content-type': 'application/json' },
  });
}

let network: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

beforeEach(() => {
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
  vi.stubGlobal('ExtendableEvent', FakeExtendableEvent);
  vi.stubGlobal('FetchEvent', FakeFetchEvent);
  vi.stubGlobal('caches', memoryCaches());
  // Stubbed, not MSW: the worker's own fetch (Workbox's network) is under test, with the cache mode.
  network = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', network);
});
afterEach(() => vi.unstubAllGlobals());

async function load(cache: RequestCache): Promise<unknown> {
  const request = new Request(URL_, { cache });
  const event = new FakeFetchEvent('fetch');
  const options = { request, event, url: new URL(URL_) } as unknown as HandlerOptions;
  const response = await catalogueHandler('test-catalogue')(options);
  await Promise.allSettled(event.pending);
  return response.json();
}

describe('catalogueStrategyFor', () => {
  it('answers a normal load from the cache and a load past the caches from the network', () => {
    expect(catalogueStrategyFor(new Request(URL_))).toBe('stale-while-revalidate');
    expect(catalogueStrategyFor(new Request(URL_, { cache: 'force-cache' }))).toBe(
      'stale-while-revalidate',
    );
    for (const cache of ['no-cache', 'reload', 'no-store'] as const) {
      expect(catalogueStrategyFor(new Request(URL_, { cache }))).toBe('network-first');
    }
  });
});

describe('the catalogue route', () => {
  it('gives a refetch after a pushed change the new settings, and keeps them for later', async () => {
    network.mockResolvedValueOnce(settingsBody(null));
    expect(await load('default')).toEqual({ banner: null });

    // The operator set a banner; the push makes the app refetch with cache: 'no-cache'.
    network.mockResolvedValueOnce(settingsBody('Weekend boost'));
    expect(await load('no-cache')).toEqual({ banner: 'Weekend boost' });

    // The next normal load answers at once from the cache, which now holds the new copy.
    network.mockRejectedValueOnce(new TypeError('offline'));
    expect(await load('default')).toEqual({ banner: 'Weekend boost' });
  });

  it('answers a normal load from the cache while it revalidates behind', async () => {
    network.mockResolvedValueOnce(settingsBody('old'));
    await load('default');
    network.mockResolvedValueOnce(settingsBody('new'));
    expect(await load('default')).toEqual({ banner: 'old' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('still answers a fresh load from the cache when the network is gone', async () => {
    network.mockResolvedValueOnce(settingsBody('cached'));
    await load('default');
    network.mockRejectedValueOnce(new TypeError('offline'));
    expect(await load('no-cache')).toEqual({ banner: 'cached' });
  });

  it('passes the cache mode on, so HTTP caches revalidate too', async () => {
    network.mockResolvedValue(settingsBody(null));
    await load('no-cache');
    expect(network.mock.calls[0]?.[0].cache).toBe('no-cache');
  });
});
