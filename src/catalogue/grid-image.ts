/**
 * A grid tile's picture as the browser is asked for it (spec part 1 §9 'Search and images'):
 * the sizes on offer and the width the tile is drawn at. Shared, because the server names the
 * first row's pictures in a catalogue page's response (rel=preload) and the browser uses that
 * copy only when the request is the same, candidate for candidate.
 */
import type { EssentialGame } from '@/contracts/catalogue';
import { GRID_IMAGE_SIZES, IMAGE_SIZES, resizedImageUrl } from '@/contracts/images';

/** Grid thumbnails: width 200 at quality 50, the size the service worker caches. */
export function cachedSquareImage(game: Pick<EssentialGame, 'squareImage'>): string {
  return resizedImageUrl(game.squareImage, 'cached');
}

/**
 * Grid thumbnails for the device's width: the cached size (width 200, q50), and the normal
 * one (width 400, q80) for screens that need more than 200 pixels a tile.
 */
export function gridImageSrcSet(game: Pick<EssentialGame, 'squareImage'>): string {
  return GRID_IMAGE_SIZES.map(
    (size) => `${resizedImageUrl(game.squareImage, size)} ${IMAGE_SIZES[size].width}w`,
  ).join(', ');
}

/**
 * The width the browser chooses a grid image for (`sizes`), four fifths of the tile's: Chrome
 * takes the first srcset candidate with at least the screen's density, so a 200-wide image is
 * kept while it gives the tile at least 80 % of its device pixels, and 400 is fetched past
 * that. A DPR-1.75 phone's tile needs 215 pixels: 200 gives it 93 % at a third of the bytes
 * (2.6 KB against 8.8), on the requests its largest paint waits for. The tile: under 600 px
 * three columns across the page less its 44 px of padding and gaps (measured: 122.7 px at
 * 412), past that never more than about 192 px, as GameGrid.module.css adds columns while the
 * grid widens (a slider's slides are no wider).
 */
export const GRID_TILE_WIDTH = '(max-width: 599px) calc((100vw - 44px) * 0.8 / 3), 154px';
