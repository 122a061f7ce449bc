/**
 * Catalogue: the casino lobby, tag and provider lists, and the third-party game page. The
 * `game` dialog is in ./dialogs.
 */
export { CasinoPage } from './CasinoPage';
export { GamePage } from './GamePage';
export { ProviderPage } from './ProviderPage';
export { TagPage } from './TagPage';
