/**
 * The one sort both a list's own order (./list-order) and the player's sort
 * (features/catalogue/rules/sort) use: each game's key read once rather than once per
 * comparison, ties kept in the incoming order (the catalogue's, or the list's), and dates
 * parsed once per distinct value — Date.parse thousands of times per sort was most of its cost.
 */

export type SortKey = number | string;

function compareKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A new array by `key`, upwards for 1 and downwards for -1; stable among equal keys. A list
 * already in that order (a popularity list sorted again by popularity, the player's default)
 * is copied after one pass over its keys, without building and sorting the entries: on a
 * phone that was ~20 ms per list of the catalogue's size on the list's first render.
 */
export function sortByKey<T>(games: readonly T[], key: (game: T) => SortKey, direction: 1 | -1) {
  const keys = games.map(key);
  if (keys.every((k, i) => i === 0 || direction * compareKeys(keys[i - 1] as SortKey, k) <= 0)) {
    return [...games];
  }
  return games
    .map((game, index) => ({ game, index, key: keys[index] as SortKey }))
    .sort((a, b) => direction * compareKeys(a.key, b.key) || a.index - b.index)
    .map((entry) => entry.game);
}

const dateTimes = new Map<string, number>();

/** An ISO date as milliseconds, 0 when unreadable (so it sorts as the oldest). */
export function dateTime(iso: string): number {
  let time = dateTimes.get(iso);
  if (time === undefined) {
    time = Date.parse(iso) || 0;
    dateTimes.set(iso, time);
  }
  return time;
}
