/**
 * What a catalogue page's HTML response names for the browser to fetch at once (a `Link:
 * rel=preload` header): the page's list head and its first row's pictures. Without it they
 * are asked for only once the app's code has loaded and run, seconds later on a phone; with
 * it they load beside that code, and the first tiles paint as soon as the app renders them.
 * The requests are named exactly as the app makes them (same URL, same credentials mode, the
 * same srcset and sizes), or the browser would not use the preloaded copies. The device is
 * judged from the user agent as the app judges it (src/catalogue/device-class.ts); a wrong
 * guess only costs a few unused kilobytes.
 */
import {
  cachedSquareImage,
  DEFAULT_GRID_COLUMNS,
  deviceClassOf,
  GRID_TILE_WIDTH,
  gridImageSrcSet,
  MAX_GRID_COLUMNS,
  pageListKey,
} from '@/catalogue';
import { type Device, LIST_HEAD_PATH } from '@/contracts/catalogue';
import type { CatalogueService } from './service';

export interface PageRequest {
  url: string;
  userAgent: string | undefined;
  /** The Sec-CH-UA-Mobile client hint ("?1" on a phone), where the browser sends it. */
  mobileHint: string | undefined;
  countryCode: string | null;
}

/** The URL the app's list-head query fetches (apiRequest: the query in its own order). */
export function listHeadUrl(list: string, device: Device): string {
  return `${LIST_HEAD_PATH}?${new URLSearchParams({ list, device })}`;
}

const quoted = (value: string) => `"${value.replaceAll('"', '')}"`;

export async function pagePreloadLinks(
  catalogue: Pick<CatalogueService, 'listHead'>,
  page: PageRequest,
): Promise<string[]> {
  const url = new URL(page.url, 'http://page');
  const list = pageListKey(url.pathname, url.searchParams);
  if (!list) return [];
  const device = deviceClassOf({
    userAgent: page.userAgent ?? '',
    mobileHint: page.mobileHint === '?1' ? true : undefined,
    viewportWidth: Number.POSITIVE_INFINITY,
    coarsePointer: false,
  });
  const head = await catalogue.listHead(list, page.countryCode, device);
  if (!head) return [];
  const firstRow = device === 'mobile' ? DEFAULT_GRID_COLUMNS : MAX_GRID_COLUMNS;
  const pictures = head.answer.games
    .slice(0, firstRow)
    .map((game) =>
      [
        `<${cachedSquareImage(game)}>`,
        'rel=preload',
        'as=image',
        `imagesrcset=${quoted(gridImageSrcSet(game))}`,
        `imagesizes=${quoted(GRID_TILE_WIDTH)}`,
        'fetchpriority=high',
      ].join('; '),
    );
  return [
    `<${listHeadUrl(list, device)}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    ...pictures,
  ];
}
