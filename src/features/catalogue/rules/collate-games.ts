/**
 * One list's visible games from its collate state (spec part 1 §4.1, §5): the list's games,
 * already in the player's sort (../rules/sort, kept by the screen until the sort or the list
 * changes), narrowed by the fuzzy search and the provider filter — both keep the order, so a
 * keystroke never re-sorts — with the provider options counted on the way.
 */
import type { ProviderFilterOption } from '@/contracts/catalogue';
import type { CollateState } from './collate';
import type { ListGame } from './list-game';
import { matchesProviders, providerOptions } from './provider-filter';

export interface CollatedGames {
  games: ListGame[];
  providerOptions: ProviderFilterOption[];
}

/** `matches` is the fuzzy search's answer for the term (null: no search). */
export function collateGames(
  sortedGames: readonly ListGame[],
  state: Pick<CollateState, 'filters'>,
  matches: ReadonlySet<ListGame> | null,
): CollatedGames {
  const searched = matches ? sortedGames.filter((game) => matches.has(game)) : sortedGames;
  const selected = state.filters.providers;
  return {
    games:
      selected.length === 0
        ? [...searched]
        : searched.filter((game) => matchesProviders(game, selected)),
    providerOptions: providerOptions(sortedGames, searched, selected),
  };
}
