/**
 * The service worker (design §4): precaches the built shell, serves navigations from it when
 * offline, caches game thumbnails and the catalogue, shows web push notifications, and takes
 * over only when the page asks (the update-available dialog). Each concern is its own module.
 */
import { clientsClaim } from 'workbox-core';
// Not re-exported by the package index; the module is public API in Workbox's docs.
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { listenForSkipWaiting } from './lifecycle';
import { precacheShell } from './precache';
import { listenForPush } from './push';
import { routeAssets } from './routes/assets';
import { routeCatalogue } from './routes/catalogue';
import { routeImages } from './routes/images';
import { routeNavigations } from './routes/navigations';
import { serveBuildFilesFromCaches } from './static-routes';

declare const self: ServiceWorkerGlobalScope;

precacheShell(self.__WB_MANIFEST);
serveBuildFilesFromCaches();
routeNavigations();
routeAssets();
routeImages();
routeCatalogue();
// The page hands over the files it loaded before this worker controlled it (CACHE_URLS);
// each goes through the route that owns it, so a first visit works offline too.
getOrCreateDefaultRouter().addCacheListener();
listenForPush();
listenForSkipWaiting();
// A first install takes the open page at once so it works offline without a reload; an update
// still waits for SKIP_WAITING, and only the page that asked for it reloads.
clientsClaim();
