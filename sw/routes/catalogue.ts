/**
 * The catalogue and the site settings, which the server announces changes of over the socket.
 * A normal load is answered from the cache at once and refreshed behind (stale-while-revalidate),
 * so the lobby renders offline and a slow network never blocks it. A load that asks past the
 * caches (fetch's `cache` option) — the app's refetch after the server pushed a change, see
 * src/shared/api/fresh-after-change.ts — goes to the network first and updates the cache: the
 * cached copy is the one the push said is out of date. Offline it still gets the cached copy.
 */
import type { RouteHandlerCallback } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CATALOGUE_PATHS, SW_CACHES } from '../../src/contracts/service-worker';

const paths = new Set<string>(CATALOGUE_PATHS);

/** The cache modes in which a page asks for the server's copy rather than a cached one. */
const FRESH_CACHE_MODES: ReadonlySet<RequestCache> = new Set(['no-cache', 'reload', 'no-store']);

export type CatalogueStrategy = 'network-first' | 'stale-while-revalidate';

export function catalogueStrategyFor(request: Request): CatalogueStrategy {
  return FRESH_CACHE_MODES.has(request.cache) ? 'network-first' : 'stale-while-revalidate';
}

/** Both strategies share one cache, so a fresh answer is what the next normal load gets. */
export function catalogueHandler(cacheName: string = SW_CACHES.catalogue): RouteHandlerCallback {
  const strategies = {
    'network-first': new NetworkFirst({ cacheName }),
    'stale-while-revalidate': new StaleWhileRevalidate({ cacheName }),
  } satisfies Record<CatalogueStrategy, unknown>;
  return (options) => strategies[catalogueStrategyFor(options.request)].handle(options);
}

export function routeCatalogue(): void {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && paths.has(url.pathname),
    catalogueHandler(),
  );
}
