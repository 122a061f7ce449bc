/**
 * What the page and the service worker say to each other, and the names both sides (and the
 * footer's unregister action, and the tests) use for the worker and its runtime caches.
 */

import { isInAppPath } from './in-app-path';

/** Served from the site root so its scope is the whole app (spec part 2 §7). */
export const SW_URL = '/sw.js';

export const SW_MESSAGES = {
  /** page → worker: the player accepted the update; activate now. */
  skipWaiting: 'SKIP_WAITING',
  /** page → worker (on a MessagePort): which build do you serve? Answered with its id or null. */
  getBuild: 'GET_BUILD',
  /** worker → page: a notification was clicked; show this in-app path. */
  navigate: 'NAVIGATE',
} as const;

export interface SwNavigateMessage {
  type: typeof SW_MESSAGES.navigate;
  url: string;
}

export function isSwNavigateMessage(data: unknown): data is SwNavigateMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, url } = data as { type?: unknown; url?: unknown };
  return type === SW_MESSAGES.navigate && isInAppPath(url);
}

/**
 * Where the build puts the languages' compiled catalogs. Left out of the precache (a player
 * needs one of 19), they go through the worker's fetch handler, which caches the one in use.
 */
export const CATALOG_ASSETS_DIR = 'assets/locales';

/** Runtime caches (the precache has Workbox's own name). */
export const SW_CACHES = {
  images: 'kadibet-images-v1',
  catalogue: 'kadibet-catalogue-v1',
  assets: 'kadibet-assets-v1',
} as const;

/** Thumbnails kept for offline use: enough for several full lobby pages, at most 30 days old. */
export const IMAGE_CACHE_LIMITS = { maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** Data the lobby renders offline, refreshed in the background on every use. */
export const CATALOGUE_PATHS = ['/api/tp-games/essentials', '/api/settings/get'] as const;

/**
 * Navigations the shell must not answer: the API (the OAuth callback among it), the socket,
 * every server-rendered sandbox page under /sandbox (card checkout, on-ramp card page,
 * identity sign-in, the game provider's slot), and anything that names a
 * file (a missing chunk must stay a real 404, see server/plugins/static-client.ts).
 */
export const NAVIGATION_DENYLIST = [
  /^\/api(\/|$)/,
  /^\/socket\.io(\/|$)/,
  /^\/sandbox(\/|$)/,
  // Workbox matches path + query: look for a file name in the path part only.
  /^[^?]*\/[^/?]+\.[^/?]+(\?|$)/,
];
