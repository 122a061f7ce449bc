/**
 * The list a catalogue page shows first, read from its address alone: a tag's page, a
 * provider's page, or one of the casino's categories (the lobby's rows are below its fold).
 * The server names that list's first page and its first pictures in the page's response
 * (rel=preload), so they load beside the app's code instead of after it; the pages build the
 * same keys (./list-source.ts), so the browser uses those copies.
 */
import {
  CASINO_CATEGORIES,
  type CasinoCategory,
  catalogueTagOf,
  tagSlugSchema,
} from '@/contracts/casino';
import { providerListKey, slotsSource, tagListKey } from './list-source';

const ONE_SEGMENT = /^\/(tag|provider)\/([^/]+)\/?$/;

function isCategory(value: string | null): value is CasinoCategory {
  return (CASINO_CATEGORIES as readonly (string | null)[]).includes(value);
}

function isSlug(value: string): boolean {
  return tagSlugSchema.safeParse(value).success;
}

export function pageListKey(pathname: string, search: URLSearchParams): string | null {
  const page = ONE_SEGMENT.exec(pathname);
  if (page) {
    const [, kind, slug = ''] = page;
    if (!isSlug(slug)) return null;
    return kind === 'tag' ? tagListKey(catalogueTagOf(slug)) : providerListKey(slug);
  }
  if (pathname !== '/casino' && pathname !== '/casino/') return null;
  const category = search.get('category');
  if (!isCategory(category) || category === 'dofia-games') return null;
  return category === 'slots' ? slotsSource().key : tagListKey(category);
}
