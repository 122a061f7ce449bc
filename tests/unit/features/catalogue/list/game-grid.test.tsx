/**
 * A grid's first row is on screen at once: its pictures are asked for first (eager, high
 * priority); every picture below waits lazily. No tile asks for a blurred placeholder as well:
 * it arrived with the picture it stood in for, at one more request each.
 */
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
        expect(placeholder).toBeNull();
      } else {
        expect(picture).toHaveAttribute('loading', 'lazy');
        expect(picture).not.toHaveAttribute('fetchpriority');
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
