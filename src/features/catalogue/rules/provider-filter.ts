/**
 * The list's provider filter (spec part 1 §3 'Provider filter option', §5): a game passes when
 * no provider is selected or its provider is among the selected; each option counts the games
 * of that provider the list would show; the control is disabled while the list loads or when
 * it has no providers.
 */
import type { EssentialGame, ProviderFilterOption } from '@/contracts/catalogue';

type WithProvider = Pick<EssentialGame, 'provider'>;

/**
 * A name as it is ordered: without case or accents ('Ébène' beside 'ebony'). Not an
 * Intl.Collator (nor localeCompare): the first one a page builds loads the browser's collation
 * data, a 70 ms task on a phone (4x CPU) on every catalogue page, which used no other Intl.
 */
const sortKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Names in reading order, case and accents aside; names equal so are in code-point order. */
export function sortNames(names: Iterable<string>): string[] {
  return [...names]
    .map((name) => ({ name, key: sortKey(name) }))
    .sort((a, b) => compare(a.key, b.key) || compare(a.name, b.name))
    .map(({ name }) => name);
}

export function matchesProviders(game: WithProvider, selected: readonly string[]): boolean {
  return selected.length === 0 || selected.includes(game.provider);
}

/**
 * One option per provider of the list, by name, with the count of its games among `games`
 * (the list after the search term). A provider with none left is disabled unless it is
 * selected, so the player can still clear it.
 */
export function providerOptions(
  listGames: readonly WithProvider[],
  games: readonly WithProvider[],
  selected: readonly string[],
): ProviderFilterOption[] {
  const counts = new Map<string, number>();
  for (const name of providerNamesOf(listGames)) counts.set(name, 0);
  for (const game of games) counts.set(game.provider, (counts.get(game.provider) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({
    name,
    count,
    disabled: count === 0 && !selected.includes(name),
  }));
}

/** The list's provider names in order, worked out once per list rather than per keystroke. */
const namesByList = new WeakMap<readonly WithProvider[], readonly string[]>();

function providerNamesOf(listGames: readonly WithProvider[]): readonly string[] {
  let names = namesByList.get(listGames);
  if (!names) {
    names = sortNames(new Set(listGames.map((game) => game.provider)));
    namesByList.set(listGames, names);
  }
  return names;
}

export function providerFilterDisabled(loading: boolean, options: readonly unknown[]): boolean {
  return loading || options.length === 0;
}
