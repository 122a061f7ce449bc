/**
 * A game as the lists use it (spec part 1 §3 'Game (list)'): the essentials entry plus what
 * the client adds — its page link and the two resized images (§9 'Search and images').
 * Computed once per catalogue load so a list render never rebuilds URLs.
 */
import type { EssentialGame } from '@/contracts/catalogue';
import { gameLink } from '@/contracts/game-link';
import { resizedImageUrl } from '@/contracts/images';

export interface ListGame extends EssentialGame {
  link: string;
  /** Search results: 170×170 at quality 80. */
  searchImage: string;
  /** Grid thumbnails: width 200 at quality 50, the size the service worker caches. */
  cachedSquareImage: string;
}

export const THUMBNAIL_SIZES = {
  search: { width: 170, height: 170, quality: 80 },
  listItem: { width: 81, height: 81, quality: 50 },
  cached: { width: 200, quality: 50 },
  placeholder: { width: 200, quality: 10, blur: 150 },
  placeholderSharp: { width: 200, quality: 30, blur: 150 },
} as const;

export function toListGame(game: EssentialGame): ListGame {
  return {
    ...game,
    link: gameLink(game),
    searchImage: resizedImageUrl(game.squareImage, THUMBNAIL_SIZES.search),
    cachedSquareImage: resizedImageUrl(game.squareImage, THUMBNAIL_SIZES.cached),
  };
}
