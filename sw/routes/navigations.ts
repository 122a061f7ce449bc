/**
 * Page loads get the precached index.html, online or not: the shell starts at once and the app
 * fetches its data. The shell itself changes only through the update flow.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from '../../src/contracts/service-worker';

export function routeNavigations(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: NAVIGATION_DENYLIST,
    }),
  );
}
