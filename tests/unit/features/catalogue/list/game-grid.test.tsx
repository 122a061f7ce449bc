/**
 * A grid's first row is on screen at once: its pictures are asked for first (eager, high
 * priority); every picture below waits lazily. No tile asks for a blurred placeholder as well:
 * it arrived with the picture it stood in for, at one more request each.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GRID_TILE_WIDTH, MAX_GRID_COLUMNS } from '@/catalogue';
import { GameGrid } from '@/features/catalogue/list/GameGrid';
import { listGame } from '../game-fixture';
import { renderList } from '../render-list';

describe('GameGrid', () => {
  it('loads the first row first and the rest lazily, with no placeholder request', async () => {
    const games = Array.from({ length: 12 }, (_, i) => listGame({ title: `Game ${i + 1}` }));
    await renderList(<GameGrid games={games} withFavorite={false} />, { games });

    const tiles = await screen.findAllByTestId('game-thumbnail');
    expect(tiles).toHaveLength(12);
    expect(MAX_GRID_COLUMNS).toBe(7);
    for (const [index, tile] of tiles.entries()) {
      const picture = tile.querySelector('img[alt]');
      const placeholder = tile.querySelector('img[aria-hidden]');
      if (index < MAX_GRID_COLUMNS) {
        expect(picture).toHaveAttribute('loading', 'eager');
        expect(picture).toHaveAttribute('fetchpriority', 'high');
        // Shown as it arrives: a browser does not count a paint at opacity 0 as the largest.
        expect(picture).toHaveAttribute('data-priority');
        expect(placeholder).toBeNull();
      } else {
        expect(picture).toHaveAttribute('loading', 'lazy');
        expect(picture).not.toHaveAttribute('fetchpriority');
        expect(picture).not.toHaveAttribute('data-priority');
        expect(placeholder).toBeNull();
      }
    }
  });

  it('lets each screen pick the width it needs: 200 wide, or 400 for denser screens', async () => {
    const games = Array.from({ length: 9 }, (_, i) => listGame({ title: `Game ${i + 1}` }));
    await renderList(<GameGrid games={games} withFavorite={false} />, { games });

    for (const tile of await screen.findAllByTestId('game-thumbnail')) {
      const picture = tile.querySelector('img[alt]');
      const widths = (picture?.getAttribute('srcset') ?? '')
        .split(', ')
        .map((candidate) => candidate.split(' ')[1]);
      expect(widths).toEqual(['200w', '400w']);
      expect(picture?.getAttribute('src')).toContain('w=200');
      expect(picture?.getAttribute('sizes')).toBe(GRID_TILE_WIDTH);
    }
  });
});

describe('the first row’s pictures', () => {
  it('are not faded in: the stylesheet shows them at full opacity at once', () => {
    const css = readFileSync(
      resolve(
        __dirname,
        '../../../../../src/features/catalogue/thumbnail/GameThumbnail.module.css',
      ),
      'utf8',
    );
    const rule = /\.image\[data-priority\]\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/opacity:\s*1/);
    expect(rule).toMatch(/transition:\s*none/);
  });
});
