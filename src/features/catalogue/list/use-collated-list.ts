/**
 * Everything a list screen shows, derived from its games and collate state: the matching
 * games, the provider options and the page of them on screen. The sorted list is kept while
 * only the term or the providers change, and the term is deferred so typing stays responsive
 * while a long list re-filters.
 */
import { useDeferredValue, useMemo } from 'react';
import type { CollateState } from '../rules/collate';
import { collateGames } from '../rules/collate-games';
import type { ListGame } from '../rules/list-game';
import { visibleCount } from '../rules/paging';
import { sortGames } from '../rules/sort';
import { useTitleMatches } from '../search/use-title-matches';

const NONE: ListGame[] = [];

export function useCollatedList(
  games: readonly ListGame[] | undefined,
  collate: CollateState,
  page: number,
  pageSize: number,
) {
  const term = useDeferredValue(collate.searchTerm);
  const list = games ?? NONE;
  const matches = useTitleMatches(list, term);
  const { sort, ascending, filters } = collate;
  const sorted = useMemo(() => sortGames(list, { sort, ascending }), [list, sort, ascending]);
  const collated = useMemo(
    () => collateGames(sorted, { filters }, matches),
    [sorted, filters, matches],
  );
  const visible = useMemo(
    () => collated.games.slice(0, visibleCount(page, pageSize)),
    [collated.games, page, pageSize],
  );
  return { ...collated, visible, total: collated.games.length };
}
