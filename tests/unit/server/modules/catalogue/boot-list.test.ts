/**
 * A tag or provider page's first screen of games, drawn into the page's HTML: the tiles the
 * app draws (the same pictures, link and title), escaped, with only the first row fetched first.
 */
import { bootListHtml } from '@server/modules/catalogue/boot-list';
import { essentialGame } from '@tests/unit/features/catalogue/game-fixture';
import { describe, expect, it } from 'vitest';
import { cachedSquareImage, GRID_TILE_WIDTH, gridImageSrcSet } from '@/catalogue';
import type { EssentialGame } from '@/contracts/catalogue';

/** Games numbered from 0: Game 0, Game 1, … */
const games = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    essentialGame({
      identifier: `studio-game-${index}`,
      title: `Game ${index}`,
      squareImage: `/thumbnails/studio-game-${index}.webp`,
    }),
  );

/** The fragment parsed, as the browser would see it. */
function parse(html: string | undefined): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html ?? '';
  const list = template.content.firstElementChild;
  if (!(list instanceof HTMLElement)) throw new Error(`no list in ${html}`);
  return list;
}

const decodedAttribute = (element: Element | null, name: string) =>
  element?.getAttribute(name) ?? null;

describe('boot list', () => {
  it('draws a phone’s three rows of three, the first row fetched first and the rest lazily', () => {
    const list = parse(bootListHtml('tag', games(30), 'mobile'));
    expect(list.className).toBe('boot-list boot-list-tag');
    const tiles = [...list.querySelectorAll('a.boot-tile')];
    expect(tiles).toHaveLength(9);
    const images = tiles.map((tile) => tile.querySelector('img'));
    expect(images.map((image) => decodedAttribute(image, 'fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      ...Array(6).fill(null),
    ]);
    expect(images.slice(3).every((image) => image?.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[0]?.getAttribute('loading')).toBeNull();
  });

  it('asks for each picture exactly as the app’s tile does, so the browser fetches it once', () => {
    const list = parse(bootListHtml('provider', games(2), 'mobile'));
    const [first] = games(1);
    const image = list.querySelector('img');
    expect(image?.getAttribute('src')).toBe(cachedSquareImage(first as EssentialGame));
    expect(image?.getAttribute('srcset')).toBe(gridImageSrcSet(first as EssentialGame));
    expect(image?.getAttribute('sizes')).toBe(GRID_TILE_WIDTH);
    const tile = list.querySelector('a');
    expect(tile?.getAttribute('href')).toBe('/game/studio-game-0');
    // Hidden from assistive technology with the rest of the frame: not in the tab order either.
    expect(tile?.getAttribute('tabindex')).toBe('-1');
    expect(list.querySelector('.boot-name')?.textContent).toBe('Game 0');
  });

  it('draws a desktop’s widest first row three times', () => {
    const list = parse(bootListHtml('tag', games(40), 'desktop'));
    const images = [...list.querySelectorAll('img')];
    expect(images).toHaveLength(21);
    expect(images.filter((image) => image.getAttribute('fetchpriority') === 'high')).toHaveLength(
      7,
    );
  });

  it('escapes a title and a link, which come from the catalogue', () => {
    const hostile = essentialGame({
      title: '<img src=x onerror=alert(1)> "Gold" & $& Co',
      overrideLink: '/promo?a=1&b="2"',
    });
    const html = bootListHtml('tag', [hostile], 'mobile');
    expect(html).not.toContain('<img src=x');
    const list = parse(html);
    expect(list.querySelectorAll('img')).toHaveLength(1);
    expect(list.querySelector('.boot-name')?.textContent).toBe(hostile.title);
    expect(list.querySelector('a')?.getAttribute('href')).toBe('/promo?a=1&b="2"');
  });

  it('draws nothing for a list with no games', () => {
    expect(bootListHtml('tag', [], 'mobile')).toBeUndefined();
  });
});
