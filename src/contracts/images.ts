/**
 * Where images live, shared by the client, the service worker and the server (spec part 1
 * §7 'image-resizing helper', §8 'Image load failure', §9 image qualities): game thumbnails
 * under /thumbnails/, resized copies through /api/img at the listed sizes only (IMAGE_SIZES),
 * and the two default thumbnails shown when an image cannot load — the same one for the same
 * game every time.
 */

/** Game thumbnails served by the catalogue: `/thumbnails/<identifier>.<ext>`. */
export const THUMBNAIL_PREFIX = '/thumbnails/';

/** The image-resizing endpoint: `/api/img?src=<path>&w=&h=&q=&blur=`, at IMAGE_SIZES only. */
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

export interface ImageSize {
  width: number;
  /** With a height the image is cropped to cover both; without, it keeps its proportions. */
  height?: number;
  /** WebP quality, 1–100. */
  quality: number;
  /** Placeholders use 150. */
  blur?: number;
}

/**
 * Every size the resizer renders (spec part 1 §9 'Search and images'), named by what it is
 * for. The one list: the client builds its URLs from it and the server refuses any other
 * size, so nobody can make the server render and store variants the product never shows.
 */
export const IMAGE_SIZES = {
  /** Search thumbnails: 170×170 at quality 80. */
  search: { width: 170, height: 170, quality: 80 },
  /** The list-item search image: 81×81 at quality 50. */
  listItem: { width: 81, height: 81, quality: 50 },
  /** Grid thumbnails, the size the service worker caches: width 200 at quality 50. */
  cached: { width: 200, quality: 50 },
  /**
   * Grid thumbnails for screens that need more than 200 pixels a tile (a desktop past ~1.4
   * DPR, a phone past ~2.3): the spec's normal image quality 80, at twice the cached width.
   */
  normal: { width: 400, quality: 80 },
  /** The blurred stand-ins shown while an image loads: quality 10 or 30, blur 150. */
  placeholder: { width: 200, quality: 10, blur: 150 },
  placeholderSharp: { width: 200, quality: 30, blur: 150 },
} as const satisfies Record<string, ImageSize>;

export type ImageSizeName = keyof typeof IMAGE_SIZES;

/**
 * The sizes a game grid asks for (the tiles' srcset), in the order the server makes them ahead
 * for every game: the one every screen takes first.
 */
export const GRID_IMAGE_SIZES = ['cached', 'normal'] as const satisfies readonly ImageSizeName[];

/** The query parameters of a size, as /api/img reads them (no blur is blur 0). */
function sizeParams(size: ImageSize): Record<string, string> {
  const params: Record<string, string> = { w: String(size.width) };
  if (size.height) params.h = String(size.height);
  params.q = String(size.quality);
  if (size.blur) params.blur = String(size.blur);
  return params;
}

/** The resized-image URL of a same-origin image path at one of the listed sizes. */
export function resizedImageUrl(src: string, size: ImageSizeName): string {
  const params = new URLSearchParams({ src, ...sizeParams(IMAGE_SIZES[size]) });
  return `${IMAGE_RESIZE_PATH}?${params.toString()}`;
}

/** What /api/img was asked for: its parameters as numbers, absent when not given. */
export interface RequestedSize {
  w?: number | undefined;
  h?: number | undefined;
  q?: number | undefined;
  blur?: number | undefined;
}

/** The listed size these parameters name, or undefined when they name none. */
export function listedImageSize(requested: RequestedSize): ImageSizeName | undefined {
  const names = Object.keys(IMAGE_SIZES) as ImageSizeName[];
  return names.find((name) => {
    const size: ImageSize = IMAGE_SIZES[name];
    return (
      requested.w === size.width &&
      requested.h === size.height &&
      requested.q === size.quality &&
      (requested.blur ?? 0) === (size.blur ?? 0)
    );
  });
}

/** The listed sizes as query strings, for error messages and documentation. */
export function listedImageSizes(): string[] {
  return Object.values(IMAGE_SIZES).map((size) => new URLSearchParams(sizeParams(size)).toString());
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
