/**
 * Catalogue: the casino lobby, tag, provider and favorites lists, the home page's game rows,
 * and the third-party game page with the favorite heart and related games it shows. The
 * `game` dialog is in ./dialogs.
 */
export { CasinoPage } from './CasinoPage';
export { catalogueKeys, essentialsQuery, gameTagsQuery } from './data/queries';
export { GamePage } from './GamePage';
export { HomeTagRows } from './HomeTagRows';
export { ProviderPage } from './ProviderPage';
export { RelatedGames } from './RelatedGames';
export { FullScreenSearch } from './search/FullScreenSearch';
export { TagPage } from './TagPage';
export { FavoriteButton } from './thumbnail/FavoriteButton';
