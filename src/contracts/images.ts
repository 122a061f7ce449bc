/**
 * Where images live, shared by the client, the service worker and the server (spec part 1
 * §7 'image-resizing helper', §8 'Image load failure', §9 image qualities): game thumbnails
 * under /thumbnails/, resized copies through /api/img, and the two default thumbnails shown
 * when an image cannot load — the same one for the same game every time.
 */

/** Game thumbnails served by the catalogue: `/thumbnails/<identifier>.<ext>`. */
export const THUMBNAIL_PREFIX = '/thumbnails/';

/** The image-resizing endpoint: `/api/img?src=<path>&w=&h=&q=&blur=`. */
export const IMAGE_RESIZE_PATH = '/api/img';

export const DEFAULT_THUMBNAILS = ['/img/thumb-default-a.svg', '/img/thumb-default-b.svg'] as const;

/** FNV-1a: tiny, stable across runtimes, and spreads similar identifiers evenly. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export type DefaultThumbnail = (typeof DEFAULT_THUMBNAILS)[number];

/** The default thumbnail for a game identifier (or any image key). */
export function defaultThumbnail(identifier: string): DefaultThumbnail {
  return DEFAULT_THUMBNAILS[hash(identifier) % DEFAULT_THUMBNAILS.length] ?? DEFAULT_THUMBNAILS[0];
}

export interface ResizeOptions {
  width?: number;
  height?: number;
  /** 1–100; the spec uses 80 for images, 10 or 30 for placeholders. */
  quality?: number;
  /** Placeholders use 150. */
  blur?: number;
}

/** The resized-image URL for a same-origin image path. */
export function resizedImageUrl(src: string, options: ResizeOptions): string {
  const params = new URLSearchParams({ src });
  if (options.width) params.set('w', String(Math.round(options.width)));
  if (options.height) params.set('h', String(Math.round(options.height)));
  if (options.quality) params.set('q', String(Math.round(options.quality)));
  if (options.blur) params.set('blur', String(Math.round(options.blur)));
  return `${IMAGE_RESIZE_PATH}?${params.toString()}`;
}

/**
 * The identifier an image URL stands for: the game of a thumbnail (also inside a resized
 * URL's `src`), else the path itself. Picks the default thumbnail when the image fails.
 */
export function imageIdentifier(url: URL): string {
  const path =
    url.pathname === IMAGE_RESIZE_PATH ? (url.searchParams.get('src') ?? '') : url.pathname;
  if (path.startsWith(THUMBNAIL_PREFIX)) {
    const file = path.slice(THUMBNAIL_PREFIX.length);
    const name = file.replace(/\.[A-Za-z0-9]+$/, '');
    try {
      return decodeURIComponent(name);
    } catch {
      return name; // a malformed escape still names one image
    }
  }
  return path;
}
