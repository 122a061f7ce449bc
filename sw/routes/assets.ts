/**
 * Build files left out of the precache (the 19 languages' catalogs: a player needs one): cache
 * first once used — their names carry a content hash, so a cached copy is never stale. The
 * first visit's catalog arrives through CACHE_URLS (see sw.ts). The other build files are in
 * the precache; browsers with static routes take them from the caches without this worker
 * (../static-routes.ts), others come through here.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
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
}
