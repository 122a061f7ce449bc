/**
 * Catalogue: the casino lobby, tag, provider and favorites lists, the home page's game rows,
 * the full-screen search, and the favorite heart and related games the game page shows. The
 * third-party game page and the `game` dialog belong to game-play; it asks here which
 * Original an identifier names.
 */
export { CasinoPage } from './CasinoPage';
export { catalogueKeys, essentialsQuery, gameTagsQuery } from './data/queries';
export { HomeTagRows } from './HomeTagRows';
export { originalNamed } from './original-named';
export { ProviderPage } from './ProviderPage';
export { RelatedGames } from './RelatedGames';
export { FullScreenSearch } from './search/FullScreenSearch';
export { TagPage } from './TagPage';
export { FavoriteButton } from './thumbnail/FavoriteButton';
