/**
 * The catalogue and the site settings: answered from the cache at once and refreshed behind,
 * so the lobby renders offline and a slow network never blocks it.
 */
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CATALOGUE_PATHS, SW_CACHES } from '../../src/contracts/service-worker';

const paths = new Set<string>(CATALOGUE_PATHS);

export function routeCatalogue(): void {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && paths.has(url.pathname),
    new StaleWhileRevalidate({ cacheName: SW_CACHES.catalogue }),
  );
}
