/**
 * Game thumbnails and resized images: cache first with an entry and age limit. An image that
 * is neither cached nor loadable becomes one of the two default thumbnails, picked by the
 * game's identifier so the same game always gets the same one (spec part 1 §8).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  defaultThumbnail,
  IMAGE_RESIZE_PATH,
  imageIdentifier,
  THUMBNAIL_PREFIX,
} from '../../src/contracts/images';
import { IMAGE_CACHE_LIMITS, SW_CACHES } from '../../src/contracts/service-worker';

const strategy = new CacheFirst({
  cacheName: SW_CACHES.images,
  plugins: [new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true })],
});

async function fallback(url: URL): Promise<Response> {
  const image = await matchPrecache(defaultThumbnail(imageIdentifier(url)));
  return image ?? Response.error();
}

export function routeImages(): void {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin &&
      request.method === 'GET' &&
      (url.pathname.startsWith(THUMBNAIL_PREFIX) || url.pathname === IMAGE_RESIZE_PATH),
    async (options) => {
      try {
        const response = await strategy.handle(options);
        return response.ok ? response : await fallback(options.url);
      } catch {
        return fallback(options.url);
      }
    },
  );
}
