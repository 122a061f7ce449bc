/**
 * The player's sort (spec part 1 §9): Most popular, Recommended (the list's own order, see
 * src/catalogue/list-order), A–Z, Z–A and Newest, by the shared src/catalogue/sort-by-key.
 * Titles sort by a plain-text key (src/catalogue/title-sort-key) instead of a locale collator,
 * which costs tens of milliseconds over thousands of titles: sorting stays within a
 * keystroke's budget.
 */

import { dateTime, type SortKey, sortByKey } from '@/catalogue/sort-by-key';
import { titleSortKey } from '@/catalogue/title-sort-key';
import type { EssentialGame } from '@/contracts/catalogue';
import type { CollateState } from './collate';

type Sortable = Pick<EssentialGame, 'title' | 'popularity' | 'releasedAt'>;

type KeyOf = (game: Sortable) => SortKey;

function keyOf(sort: CollateState['sort']): KeyOf | null {
  switch (sort) {
    case 'recommended':
      return null;
    case 'pop_desc':
      return (game) => game.popularity;
    case 'title_asc':
    case 'title_desc':
      return (game) => titleSortKey(game.title);
    case 'releasedAt':
      return (game) => dateTime(game.releasedAt);
  }
}

/** The games in the collate state's order; ties keep the incoming (list) order. */
export function sortGames<T extends Sortable>(
  games: readonly T[],
  { sort, ascending }: Pick<CollateState, 'sort' | 'ascending'>,
): T[] {
  const key = keyOf(sort);
  if (!key) return [...games];
  return sortByKey(games, key, ascending ? 1 : -1);
}
