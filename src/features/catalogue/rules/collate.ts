/**
 * A list's collate state (spec part 1 §4.1): the provider filter, the sort, its direction and
 * the search term. The default sort is pop_desc, or recommended where a list offers it.
 */
import type { GameSort } from '@/contracts/catalogue';

export interface CollateState {
  filters: { providers: readonly string[] };
  sort: GameSort;
  /** Direction of the sort key; only A–Z sorts upwards, every other sort starts at the top. */
  ascending: boolean;
  searchTerm: string;
}

export function defaultSort(includesRecommended: boolean): GameSort {
  return includesRecommended ? 'recommended' : 'pop_desc';
}

export function initialCollate(includesRecommended: boolean): CollateState {
  return {
    filters: { providers: [] },
    sort: defaultSort(includesRecommended),
    ascending: false,
    searchTerm: '',
  };
}

/** The state after the player picks a sort: the direction follows the option's name. */
export function withSort(state: CollateState, sort: GameSort): CollateState {
  return { ...state, sort, ascending: sort === 'title_asc' };
}

/** The sorts a list offers, in menu order (§9): recommended only where it is included. */
export function sortOptions(includesRecommended: boolean): GameSort[] {
  const all: GameSort[] = ['pop_desc', 'recommended', 'title_asc', 'title_desc', 'releasedAt'];
  return includesRecommended ? all : all.filter((sort) => sort !== 'recommended');
}
