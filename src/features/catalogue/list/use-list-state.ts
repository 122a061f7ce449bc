/**
 * A list's collate state with the changes the toolbar makes. Any change to what the list
 * holds (providers, sort, search) goes back to the first page; 'Load more' adds one. A list
 * that no longer offers 'recommended' (the operator switched that sort off) sorts by default.
 */

import { useAtom } from 'jotai';
import { useMemo } from 'react';
import type { GameSort } from '@/contracts/catalogue';
import { type CollateState, defaultSort, initialCollate, withSort } from '../rules/collate';
import { FIRST_PAGE, nextPage } from '../rules/paging';
import { type ListState, listStateAtom } from './list-state';

export interface ListStateActions {
  setSearchTerm: (term: string) => void;
  setSort: (sort: GameSort) => void;
  setProviders: (providers: string[]) => void;
  loadMore: () => void;
  /** Back to no search and no provider filter (the sort stays). */
  clear: () => void;
}

function offered(state: ListState | null, includesRecommended: boolean): ListState {
  if (!state) return { collate: initialCollate(includesRecommended), page: FIRST_PAGE };
  if (includesRecommended || state.collate.sort !== 'recommended') return state;
  return { ...state, collate: withSort(state.collate, defaultSort(false)) };
}

export function useListState(
  listKey: string,
  includesRecommended: boolean,
): [ListState, ListStateActions] {
  const [stored, setStored] = useAtom(listStateAtom(listKey));
  const state = offered(stored, includesRecommended);
  const actions = useMemo<ListStateActions>(() => {
    const current = (previous: ListState | null): ListState =>
      offered(previous, includesRecommended);
    const collate = (change: (collate: CollateState) => CollateState) =>
      setStored((previous) => ({ collate: change(current(previous).collate), page: FIRST_PAGE }));
    return {
      setSearchTerm: (searchTerm) => collate((c) => ({ ...c, searchTerm })),
      setSort: (sort) => collate((c) => withSort(c, sort)),
      setProviders: (providers) => collate((c) => ({ ...c, filters: { providers } })),
      clear: () => collate((c) => ({ ...c, searchTerm: '', filters: { providers: [] } })),
      loadMore: () =>
        setStored((previous) => {
          const state = current(previous);
          return { ...state, page: nextPage(state.page) };
        }),
    };
  }, [includesRecommended, setStored]);
  return [state, actions];
}
