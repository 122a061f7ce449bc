// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cachedSquareImage, gridImageSrcSet } from '@/catalogue';
import { placeholderImage, searchImage, toListGame } from '@/features/catalogue/rules/list-game';
import { essentialGame } from '../game-fixture';

const params = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('list game: what the client adds (spec part 1 §3, §9)', () => {
  it('links a third-party game to /game/{identifier}', () => {
    expect(toListGame(essentialGame({ identifier: 'sweet-bonanza' })).link).toBe(
      '/game/sweet-bonanza',
    );
  });

  it('lets the override link win and maps house identifiers to their pages', () => {
    expect(toListGame(essentialGame({ overrideLink: '/slots/zeus' })).link).toBe('/slots/zeus');
    expect(toListGame(essentialGame({ identifier: 'mines' })).link).toBe('/mines');
    expect(toListGame(essentialGame({ identifier: 'linearmines' })).link).toBe(
      '/mission-uncrossable',
    );
  });

  it('escapes identifiers in the link', () => {
    expect(toListGame(essentialGame({ identifier: 'a b/c' })).link).toBe('/game/a%20b%2Fc');
  });

  it('sizes the search image 170×170 q80, the cached image width 200 q50, placeholders q10 blur 150', () => {
    const game = toListGame(essentialGame({ squareImage: '/thumbnails/zeus.webp' }));
    expect(searchImage(game).startsWith('/api/img?')).toBe(true);
    expect(params(searchImage(game))).toEqual({
      src: '/thumbnails/zeus.webp',
      w: '170',
      h: '170',
      q: '80',
    });
    expect(params(cachedSquareImage(game))).toEqual({
      src: '/thumbnails/zeus.webp',
      w: '200',
      q: '50',
    });
    expect(params(placeholderImage(game))).toEqual({
      src: '/thumbnails/zeus.webp',
      w: '200',
      q: '10',
      blur: '150',
    });
  });

  it('offers grids the cached image at 200w and the normal one (q80) at 400w', () => {
    const game = toListGame(essentialGame({ squareImage: '/thumbnails/zeus.webp' }));
    const candidates = gridImageSrcSet(game)
      .split(', ')
      .map((candidate) => candidate.split(' '));
    expect(candidates.map(([url = '', width]) => [params(url), width])).toEqual([
      [{ src: '/thumbnails/zeus.webp', w: '200', q: '50' }, '200w'],
      [{ src: '/thumbnails/zeus.webp', w: '400', q: '80' }, '400w'],
    ]);
    expect(candidates[0]?.[0]).toBe(cachedSquareImage(game));
  });
});
