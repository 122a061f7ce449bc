/**
 * A list page's first screen of games drawn into the page's own HTML (index.html's boot frame):
 * the tiles of its list head as the app draws them — the same pictures, srcset and sizes, so
 * the browser fetches each once, and the same size, so the app's own tiles are no larger paint
 * — in the geometry of index.html's `.boot-list` styles. A phone shows its games as soon as the
 * HTML and the pictures are in, instead of after the app's code has loaded and run (seconds on
 * a slow one). Like the rest of the boot frame, it is hidden from assistive technology and
 * replaced by the app's first render; its links work before that.
 */
import { escapeHtml } from '@server/http/hosted-page';
import {
  cachedSquareImage,
  DEFAULT_GRID_COLUMNS,
  GRID_TILE_WIDTH,
  gridImageSrcSet,
  MAX_GRID_COLUMNS,
} from '@/catalogue';
import type { Device, EssentialGame } from '@/contracts/catalogue';
import { gameLink } from '@/contracts/game-link';

/** The pages whose list sits at a known place under their header (index.html's styles). */
export type BootListPage = 'tag' | 'provider';

/** Rows a first screen shows: three on a phone held upright, at most three on a desktop. */
const FIRST_SCREEN_ROWS = 3;

/** How many tiles the device's first row holds (as the preloads and the app's eager tiles). */
export function firstRowOf(device: Device): number {
  return device === 'mobile' ? DEFAULT_GRID_COLUMNS : MAX_GRID_COLUMNS;
}

function tileHtml(game: EssentialGame, firstRow: boolean): string {
  const attribute = (name: string, value: string) => `${name}="${escapeHtml(value)}"`;
  const image = [
    attribute('src', cachedSquareImage(game)),
    attribute('srcset', gridImageSrcSet(game)),
    attribute('sizes', GRID_TILE_WIDTH),
    'alt=""',
    firstRow ? 'fetchpriority="high"' : 'loading="lazy"',
  ].join(' ');
  return (
    `<a class="boot-tile" ${attribute('href', gameLink(game))} tabindex="-1">` +
    `<span class="boot-pic"><img ${image}></span>` +
    `<span class="boot-name">${escapeHtml(game.title)}</span></a>`
  );
}

/** The fragment for index.html's boot frame, or undefined for a list with no games. */
export function bootListHtml(
  page: BootListPage,
  games: readonly EssentialGame[],
  device: Device,
): string | undefined {
  if (games.length === 0) return undefined;
  const firstRow = firstRowOf(device);
  const shown = games.slice(0, firstRow * FIRST_SCREEN_ROWS);
  const tiles = shown.map((game, index) => tileHtml(game, index < firstRow)).join('');
  return `<div class="boot-list boot-list-${page}"><div class="boot-grid">${tiles}</div></div>`;
}
