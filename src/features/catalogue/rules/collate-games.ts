/**
 * One list's visible games from its collate state (spec part 1 §4.1, §5): the list's games
 * (already in list order, see ./list-filter and ./list-order) narrowed by the provider filter
 * and the fuzzy search, sorted as chosen, with the provider options counted on the way.
 */
import type { ProviderFilterOption } from '@/contracts/catalogue';
import type { CollateState } from './collate';
import type { ListGame } from './list-game';
import { matchesProviders, providerOptions } from './provider-filter';
import { sortGames } from './sort';

export interface CollatedGames {
  games: ListGame[];
  providerOptions: ProviderFilterOption[];
}

/**
 * `matches` is the fuzzy search's answer for the term (null: no search). Searching first keeps
 * a keystroke's cost to the matches, not the whole list.
 */
export function collateGames(
  listGames: readonly ListGame[],
  state: CollateState,
  matches: ReadonlySet<ListGame> | null,
): CollatedGames {
  const searched = matches ? listGames.filter((game) => matches.has(game)) : listGames;
  const selected = state.filters.providers;
  const filtered = searched.filter((game) => matchesProviders(game, selected));
  return {
    games: sortGames(filtered, state),
    providerOptions: providerOptions(listGames, searched, selected),
  };
}
