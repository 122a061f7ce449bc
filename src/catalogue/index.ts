/**
 * The game lists' rules (spec part 1 §4.1, §5), pure and shared like src/games is for the
 * Originals: what a list is (its source: filter, order, page size), which games belong in it
 * and in which order. The catalogue feature runs them over the essentials; the server runs the
 * same ones for a list's first page, so both agree game for game. Imports only the contracts.
 */
export { type DeviceSignals, deviceClassOf, MOBILE_MAX_WIDTH } from './device-class';
export {
  DEFAULT_GRID_COLUMNS,
  GRID_BREAKPOINTS,
  gridColumns,
  MAX_GRID_COLUMNS,
} from './grid-columns';
export { cachedSquareImage, GRID_TILE_WIDTH, gridImageSrcSet } from './grid-image';
export { filterList, type ListFilter, matchesList } from './list-filter';
export { inListOrder, type ListOrder } from './list-order';
export {
  allGamesSource,
  DEFAULT_PAGE_SIZE,
  FAVORITES_LIST_KEY,
  favoritesSource,
  includesRecommended,
  type ListSource,
  providerListKey,
  providerSource,
  relatedListKey,
  relatedSource,
  slotsSource,
  tagListKey,
  tagSource,
} from './list-source';
export { isCasino, LOBBY_CATEGORIES, pageListKey, pageListKeys } from './page-list';
export { selectListGames } from './select-list-games';
export { dateTime, type SortKey, sortByKey } from './sort-by-key';
export { titleSortKey } from './title-sort-key';
