/**
 * Catalogue: the casino lobby, tag and provider lists. The third-party game page and the
 * `game` dialog belong to game-play; it asks here which Original an identifier names.
 */
export { CasinoPage } from './CasinoPage';
export { originalNamed } from './original-named';
export { ProviderPage } from './ProviderPage';
export { TagPage } from './TagPage';
