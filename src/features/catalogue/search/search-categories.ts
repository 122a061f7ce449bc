/**
 * The full-screen search's category buttons (spec part 2 §2 'Full-screen search'): all games,
 * own games, slots, live casino picks, game shows and popular, each a list of 30 per page
 * (§9 'Search: page size 30'). Own games, live casino, game shows and popular are tags.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const SEARCH_PAGE_SIZE = 30;

export const SEARCH_CATEGORIES = [
  'all',
  'housegames',
  'slots',
  'livecasino',
  'gameshows',
  'popular',
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export const SEARCH_CATEGORY_LABELS: Record<SearchCategory, MessageDescriptor> = {
  all: msg`All games`,
  housegames: msg`Own games`,
  slots: msg`Slots`,
  livecasino: msg`Live casino picks`,
  gameshows: msg`Game shows`,
  popular: msg`Popular`,
};

/** The tag a category lists, or null for the ones that are not a tag. */
export function categoryTag(category: SearchCategory): string | null {
  return category === 'all' || category === 'slots' ? null : category;
}
