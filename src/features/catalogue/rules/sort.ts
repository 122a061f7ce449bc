/**
 * The player's sort (spec part 1 §9): Most popular, Recommended (the list's own order, see
 * ./list-order), A–Z, Z–A and Newest. Keys are read once per game rather than once per
 * comparison, and titles sort by a plain-text key (./title-sort-key) instead of a locale
 * collator, which costs tens of milliseconds over thousands of titles: sorting stays within
 * a keystroke's budget.
 */
import type { EssentialGame } from '@/contracts/catalogue';
import type { CollateState } from './collate';
import { titleSortKey } from './title-sort-key';

type Sortable = Pick<EssentialGame, 'title' | 'popularity' | 'releasedAt'>;

type KeyOf = ((game: Sortable) => number) | ((game: Sortable) => string);

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
      return (game) => releaseTime(game.releasedAt);
  }
}

const releaseTimes = new Map<string, number>();

/** Parsed once per date: Date.parse thousands of times per sort is most of its cost. */
function releaseTime(releasedAt: string): number {
  let time = releaseTimes.get(releasedAt);
  if (time === undefined) {
    time = Date.parse(releasedAt) || 0;
    releaseTimes.set(releasedAt, time);
  }
  return time;
}

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The games in the collate state's order; ties keep the incoming (list) order. */
export function sortGames<T extends Sortable>(
  games: readonly T[],
  { sort, ascending }: Pick<CollateState, 'sort' | 'ascending'>,
): T[] {
  const key = keyOf(sort);
  if (!key) return [...games];
  const direction = ascending ? 1 : -1;
  return games
    .map((game, index) => ({ game, index, key: key(game) }))
    .sort((a, b) => direction * compareKeys(a.key, b.key) || a.index - b.index)
    .map((entry) => entry.game);
}
