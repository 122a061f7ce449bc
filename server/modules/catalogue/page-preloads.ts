/**
 * What a catalogue page's HTML response carries beyond the app. It carries the first page of
 * each list the page shows (the answers the app's list-head queries would fetch), and names
 * for the browser to fetch at once (a `Link: rel=preload` header) the pictures it shows first:
 * a list's first row, a game page's poster. And it draws that first screen into
 * the boot frame: a tag or provider page's first games (./boot-list.ts), a game page's poster
 * (./boot-game.ts), on screen before the app's code has loaded and run (seconds on a phone).
 * The requests are named exactly as the app makes them (same URL, same credentials mode, the
 * same srcset and sizes), or the browser would not use the preloaded copies. The device is
 * judged from the user agent as the app judges it (src/catalogue/device-class.ts); a wrong
 * guess only costs a few unused kilobytes.
 */
import type { PageHints } from '@server/plugins/static-client';
import {
  cachedSquareImage,
  deviceClassOf,
  GRID_TILE_WIDTH,
  gridImageSrcSet,
  pageListKey,
  pageListKeys,
  relatedListKey,
} from '@/catalogue';
import { type Device, LIST_HEAD_PATH } from '@/contracts/catalogue';
import type { LocaleCode } from '@/contracts/locales';
import type { TranslatePage } from '../locales/page-texts';
import { bootGameHtml, posterImageUrl } from './boot-game';
import { homeHeroHtml } from './boot-home';
import { type BootListPage, bootListHtml, firstRowOf } from './boot-list';
import { casinoHeaderHtml, casinoHeadingOf } from './casino-header';
import type { CatalogueService } from './service';
import { offeredIn } from './snapshot';
import { thumbnailPath } from './views';

export interface PageRequest {
  url: string;
  userAgent: string | undefined;
  /** The Sec-CH-UA-Mobile client hint ("?1" on a phone), where the browser sends it. */
  mobileHint: string | undefined;
  countryCode: string | null;
  /** The page's language, as the server guessed it from the request. */
  locale: LocaleCode;
}

/** The URL the app's list-head query fetches (apiRequest: the query in its own order). */
export function listHeadUrl(list: string, device: Device): string {
  return `${LIST_HEAD_PATH}?${new URLSearchParams({ list, device })}`;
}

const quoted = (value: string) => `"${value.replaceAll('"', '')}"`;

const NO_HINTS: PageHints = { links: [] };

/** A path segment decoded, or undefined for a malformed one (a bad address gets no hints). */
function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Which page with a list of its own the address is, where the boot list knows its place. */
function bootListPageOf(pathname: string): BootListPage | undefined {
  if (pathname.startsWith('/tag/')) return 'tag';
  if (pathname.startsWith('/provider/')) return 'provider';
  return undefined;
}

/** A third-party game's page (/game/{identifier}); the house games have pages of their own. */
const GAME_PAGE = /^\/game\/([^/]+)\/?$/;

/** A game page's poster, when the visitor will see the game there (offered, for the device). */
async function gamePageHints(
  catalogue: Pick<CatalogueService, 'listHead' | 'findGame'>,
  identifier: string,
  page: PageRequest,
  device: Device,
): Promise<PageHints> {
  const game = await catalogue.findGame(identifier);
  if (!game || game.overrideLink || !offeredIn(game, page.countryCode)) return NO_HINTS;
  if (!game.devices.includes(device)) return NO_HINTS;
  const poster = {
    title: game.title,
    providerName: game.provider.name,
    squareImage: thumbnailPath(game.identifier),
  };
  // The related games under the stage: as a list page's lists, carried for the first render.
  const related = relatedListKey(game.identifier);
  const head = await catalogue.listHead(related, page.countryCode, device);
  return {
    links: [`<${posterImageUrl(poster)}>; rel=preload; as=image; fetchpriority=high`],
    frame: bootGameHtml(poster),
    ...(head ? { responses: { [listHeadUrl(related, device)]: head.answer } } : {}),
  };
}

/** The page's heading drawn into its boot frame, where the page has one to draw. */
function headingFrame(
  url: URL,
  page: PageRequest,
  translate: TranslatePage,
): Promise<string> | undefined {
  if (url.pathname === '/') return homeHeroHtml(page.locale, translate);
  const casino = casinoHeadingOf(url);
  return casino ? casinoHeaderHtml(casino, page.locale, translate) : undefined;
}

export async function cataloguePageHints(
  catalogue: Pick<CatalogueService, 'listHead' | 'findGame'>,
  page: PageRequest,
  translate: TranslatePage,
): Promise<PageHints> {
  const url = new URL(page.url, 'http://page');
  const device = deviceClassOf({
    userAgent: page.userAgent ?? '',
    mobileHint: page.mobileHint === '?1' ? true : undefined,
    viewportWidth: Number.POSITIVE_INFINITY,
    coarsePointer: false,
  });
  const gamePage = GAME_PAGE.exec(url.pathname);
  if (gamePage?.[1]) {
    const identifier = safeDecode(gamePage[1]);
    return identifier ? gamePageHints(catalogue, identifier, page, device) : NO_HINTS;
  }
  const lists = pageListKeys(url.pathname, url.searchParams);
  const [heads, heading] = await Promise.all([
    Promise.all(
      lists.map(async (list) => ({
        list,
        head: await catalogue.listHead(list, page.countryCode, device),
      })),
    ),
    headingFrame(url, page, translate),
  ]);
  // The page's lists' first pages travel in the page itself, as the app would have asked for
  // them: no request after the app's code, and the app's first render already shows them.
  const responses = Object.fromEntries(
    heads.flatMap(({ list, head }) => (head ? [[listHeadUrl(list, device), head.answer]] : [])),
  );
  const first = pageListKey(url.pathname, url.searchParams);
  const head = heads.find(({ list }) => list === first)?.head;
  const withResponses = Object.keys(responses).length > 0 ? { responses } : {};
  if (!head) return { links: [], ...withResponses, ...(heading ? { frame: heading } : {}) };
  const pictures = head.answer.games
    .slice(0, firstRowOf(device))
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
  const bootPage = bootListPageOf(url.pathname);
  return {
    links: pictures,
    responses,
    frame: bootPage ? bootListHtml(bootPage, head.answer.games, device) : heading,
  };
}
