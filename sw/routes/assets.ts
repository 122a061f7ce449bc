/**
 * Build files left out of the precache (the 19 languages' catalogs: a player needs one): cache
 * first once used — their names carry a content hash, so a cached copy is never stale. The
 * page also sends the files it loaded before this worker controlled it (CACHE_URLS), so the
 * first visit's language works offline too.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
// Not re-exported by the package index; the module is public API in Workbox's docs.
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { CacheFirst } from 'workbox-strategies';
import { SW_CACHES } from '../../src/contracts/service-worker';

export function routeAssets(): void {
  registerRoute(
    ({ url, sameOrigin, request }) =>
      sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: SW_CACHES.assets,
      plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
    }),
  );
  getOrCreateDefaultRouter().addCacheListener();
}
