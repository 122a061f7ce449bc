/**
 * A game as the lists use it (spec part 1 §3 'Game (list)'): the essentials entry plus what
 * the client adds — its page link (once per catalogue load) and its resized images (§9
 * 'Search and images', at the contract's IMAGE_SIZES: the server renders no others). The image
 * URLs are made when a thumbnail renders rather than for every game up front: building
 * thousands of them held up the first list by a tenth of a second on a phone, for images mostly
 * never shown.
 */
import type { EssentialGame } from '@/contracts/catalogue';
import { gameLink } from '@/contracts/game-link';
import { resizedImageUrl } from '@/contracts/images';

export interface ListGame extends EssentialGame {
  link: string;
}

export function toListGame(game: EssentialGame): ListGame {
  return { ...game, link: gameLink(game) };
}

/** Search results: 170×170 at quality 80. */
export function searchImage(game: Pick<EssentialGame, 'squareImage'>): string {
  return resizedImageUrl(game.squareImage, 'search');
}

/**
 * The spec's blurred stand-in (quality 10, blur 150). Grids no longer ask for it: requested
 * with the picture it arrived with it (../thumbnail/ThumbnailImage.tsx).
 */
export function placeholderImage(game: Pick<EssentialGame, 'squareImage'>): string {
  return resizedImageUrl(game.squareImage, 'placeholder');
}
