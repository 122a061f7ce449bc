/**
 * A game page's first screen drawn into the page's own HTML (index.html's boot frame): the
 * game's title and provider over its picture, where the page's stage will load the game — the
 * poster a player sees while the app and then the game start, as at the best casinos. On a
 * phone it is the page's largest paint, seconds before the app's code has run; the app's first
 * render replaces it with the page itself.
 */
import { escapeHtml } from '@server/http/hosted-page';
import { resizedImageUrl } from '@/contracts/images';

export interface PosterGame {
  title: string;
  providerName: string;
  squareImage: string;
}

/** The poster's picture: the larger grid size, sharp at a phone's full width. */
export function posterImageUrl(game: Pick<PosterGame, 'squareImage'>): string {
  return resizedImageUrl(game.squareImage, 'normal');
}

/** The fragment for index.html's boot frame. */
export function bootGameHtml(game: PosterGame): string {
  return (
    '<div class="boot-game">' +
    `<div class="boot-game-title">${escapeHtml(game.title)}</div>` +
    `<div class="boot-game-provider">${escapeHtml(game.providerName)}</div>` +
    `<div class="boot-poster"><img src="${escapeHtml(posterImageUrl(game))}" alt="" fetchpriority="high"></div>` +
    '</div>'
  );
}
