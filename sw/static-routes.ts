/**
 * Build files served by the browser straight from the caches (the Service Worker Static
 * Routing API), without a round trip through this worker's fetch handler. A repeat visit
 * requests ~20 scripts and stylesheets at once; through the fetch handler they queue on the
 * worker's one thread. The languages' catalogs stay with the fetch handler, which caches the
 * one a player uses on its first load (routes/assets.ts); a cache miss of any other build file
 * goes to the network, as the fetch handler's cache-first route would.
 * Browsers without the API (or an older shape of it) keep using the fetch handler.
 */
import { CATALOG_ASSETS_DIR } from '../src/contracts/service-worker';

declare const self: ServiceWorkerGlobalScope;

type RouterSource = 'cache' | 'fetch-event';
interface RouterRule {
  condition: { urlPattern: string; requestMethod?: string };
  source: RouterSource;
}
interface InstallEventWithRoutes extends ExtendableEvent {
  addRoutes?: (rules: RouterRule[]) => Promise<void>;
}

const STATIC_ROUTES: RouterRule[] = [
  { condition: { urlPattern: `/${CATALOG_ASSETS_DIR}/*` }, source: 'fetch-event' },
  { condition: { urlPattern: '/assets/*', requestMethod: 'get' }, source: 'cache' },
];

export function serveBuildFilesFromCaches(): void {
  self.addEventListener('install', (event: InstallEventWithRoutes) => {
    if (typeof event.addRoutes !== 'function') return;
    // A rejected rule set only loses the shortcut; the fetch handler still serves everything.
    event.waitUntil(event.addRoutes(STATIC_ROUTES).catch(() => undefined));
  });
}
