/**
 * What a game list shows, as data: which games (the filter of spec part 1 §5, or a player's
 * favorites), in which order (§4.1), how many per page, and whether 'recommended' is offered.
 * Pages describe their list with these builders; the list screen does the rest.
 */
import type { GameTag, Provider } from '@/contracts/catalogue';
import type { ListFilter } from './list-filter';
import type { ListOrder } from './list-order';

export const DEFAULT_PAGE_SIZE = 24;
const RELATED_COUNT = 14;
const TAG_KEY_PREFIX = 'tag:';
/** The favorites list's key: the player's own, known before their favorites load. */
export const FAVORITES_LIST_KEY = 'favorites';

export interface ListSource {
  /** Names the list's collate state (kept per list for the visit). */
  key: string;
  filter: ListFilter;
  order: ListOrder;
  pageSize: number;
  /** Only these identifiers (the favorites); undefined for no such limit. */
  identifiers?: readonly string[];
  /** Leave this game out (the game whose page shows the list). */
  excludeIdentifier?: string;
}

/** Where the list's own order is not popularity, 'recommended' is that order. */
export function includesRecommended(order: ListOrder['kind']): boolean {
  return order !== 'popularity';
}

/** Tags whose list is ranked by popularity rather than by the tag's priorities. */
const RANKED_BY_POPULARITY: ReadonlySet<string> = new Set(['slots']);

/**
 * The kind of a list's own order from its key alone, by the builders' rules below: known before
 * the list's tag or provider loads, so its first page shows in that order and under that sort
 * meanwhile (sorted otherwise, the tiles would move once the list is worked out).
 */
export function listOrderKind(listKey: string): ListOrder['kind'] {
  if (listKey === FAVORITES_LIST_KEY) return 'createdAt';
  if (!listKey.startsWith(TAG_KEY_PREFIX)) return 'popularity';
  return RANKED_BY_POPULARITY.has(listKey.slice(TAG_KEY_PREFIX.length))
    ? 'popularity'
    : 'tagPriority';
}

/** A tag's list key, known from the address before the tag itself loads. */
export function tagListKey(slug: string): string {
  return `${TAG_KEY_PREFIX}${slug}`;
}

/** A provider's list key, known from the address (/provider/{slug}). */
export function providerListKey(slug: string): string {
  return `provider:${slug}`;
}

export function tagSource(tag: GameTag): ListSource {
  return {
    key: tagListKey(tag.slug),
    filter: { tags: [tag.slug] },
    order: RANKED_BY_POPULARITY.has(tag.slug)
      ? { kind: 'popularity' }
      : { kind: 'tagPriority', tagId: tag.id },
    pageSize: tag.pageSize > 0 ? tag.pageSize : DEFAULT_PAGE_SIZE,
  };
}

export function slotsSource(): ListSource {
  return {
    key: 'category:slots',
    filter: { category: 'slots' },
    order: { kind: 'popularity' },
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

export function allGamesSource(): ListSource {
  return { key: 'all', filter: {}, order: { kind: 'popularity' }, pageSize: DEFAULT_PAGE_SIZE };
}

/**
 * A provider page's list. Keyed by the slug, which the page's address carries: the page can ask
 * for the list's first page before the catalogue tells it the provider's name.
 */
export function providerSource(provider: Pick<Provider, 'slug' | 'name'>): ListSource {
  return {
    key: providerListKey(provider.slug),
    filter: { provider: provider.name },
    order: { kind: 'popularity' },
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

export function favoritesSource(identifiers: readonly string[]): ListSource {
  return {
    key: FAVORITES_LIST_KEY,
    filter: {},
    order: { kind: 'createdAt' },
    pageSize: DEFAULT_PAGE_SIZE,
    identifiers,
  };
}

/** A game's related games' list key (the server knows the game's tags). */
export function relatedListKey(identifier: string): string {
  return `related:${identifier}`;
}

/** Games like this one: sharing one of these tags, most popular first (a game page's row). */
export function relatedSource(identifier: string, tagSlugs: readonly string[]): ListSource {
  return {
    key: relatedListKey(identifier),
    filter: { tags: tagSlugs },
    order: { kind: 'popularity' },
    pageSize: RELATED_COUNT,
    excludeIdentifier: identifier,
  };
}
