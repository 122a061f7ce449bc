/**
 * The player's sort (spec part 1 §9): Most popular, Recommended (the list's own order, see
 * ./list-order), A–Z, Z–A and Newest. Keys are read once per game rather than once per
 * comparison, and titles compare with one shared collator (String#localeCompare builds one per
 * call): sorting thousands of games stays within a keystroke's budget.
 */
import type { EssentialGame } from '@/contracts/catalogue';
import type { CollateState } from './collate';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

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
      return (game) => game.title;
    case 'releasedAt':
      return (game) => Date.parse(game.releasedAt) || 0;
  }
}

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
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
