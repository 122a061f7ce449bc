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
export function includesRecommended(source: ListSource): boolean {
  return source.order.kind !== 'popularity';
}

/** A tag's list key, known from the address before the tag itself loads. */
export function tagListKey(slug: string): string {
  return `tag:${slug}`;
}

/** A provider's list key, known from the address (/provider/{slug}). */
export function providerListKey(slug: string): string {
  return `provider:${slug}`;
}

export function tagSource(tag: GameTag): ListSource {
  return {
    key: tagListKey(tag.slug),
    filter: { tags: [tag.slug] },
    order: tag.slug === 'slots' ? { kind: 'popularity' } : { kind: 'tagPriority', tagId: tag.id },
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
    key: 'favorites',
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
