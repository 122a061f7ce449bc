/**
 * The lists a catalogue page shows, read from its address alone: a tag's page, a provider's
 * page, one of the casino's categories, or the lobby's rows. The server puts those lists' first
 * pages into the page's response and names the first list's first pictures (rel=preload), so
 * they arrive with the page instead of after its code; the pages build the same keys
 * (./list-source.ts), so the app finds them.
 */
import {
  CASINO_CATEGORIES,
  type CasinoCategory,
  catalogueTagOf,
  tagSlugSchema,
} from '@/contracts/casino';
import { allGamesSource, providerListKey, slotsSource, tagListKey } from './list-source';

const ONE_SEGMENT = /^\/(tag|provider)\/([^/]+)\/?$/;

function isCategory(value: string | null): value is CasinoCategory {
  return (CASINO_CATEGORIES as readonly (string | null)[]).includes(value);
}

function isSlug(value: string): boolean {
  return tagSlugSchema.safeParse(value).success;
}

/** The casino categories the lobby shows a row of, in its order (the Originals have their own). */
export const LOBBY_CATEGORIES: readonly CasinoCategory[] = CASINO_CATEGORIES.filter(
  (category) => category !== 'dofia-games',
);

/** The casino lobby's address, with or without its trailing slash. */
export const isCasino = (pathname: string) => pathname === '/casino' || pathname === '/casino/';

/** The list a page shows first (the lobby's rows are below its fold: none). */
export function pageListKey(pathname: string, search: URLSearchParams): string | null {
  const page = ONE_SEGMENT.exec(pathname);
  if (page) {
    const [, kind, slug = ''] = page;
    if (!isSlug(slug)) return null;
    return kind === 'tag' ? tagListKey(catalogueTagOf(slug)) : providerListKey(slug);
  }
  if (!isCasino(pathname)) return null;
  const category = search.get('category');
  if (!isCategory(category) || category === 'dofia-games') return null;
  return category === 'slots' ? slotsSource().key : tagListKey(category);
}

/**
 * Every list a page shows a first page of, the first one first: the lobby's category rows
 * (as its TagGameList rows key them) and then all games, or the page's own list.
 */
export function pageListKeys(pathname: string, search: URLSearchParams): string[] {
  const first = pageListKey(pathname, search);
  if (first) return [first];
  const category = search.get('category');
  if (!isCasino(pathname) || (isCategory(category) && category === 'dofia-games')) return [];
  return [...LOBBY_CATEGORIES.map(tagListKey), allGamesSource().key];
}
