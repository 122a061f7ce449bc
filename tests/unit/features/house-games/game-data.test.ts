// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HOUSE_GAMES } from '@/contracts/house-games';
import { HOUSE_GAME_RULES, rtpOf } from '@/features/house-games/game-rules';
import { MINES_DEFAULTS, TOWERS_DIFFICULTIES } from '@/features/house-games/game-settings';
import { HOUSE_GAME_TILES } from '@/features/house-games/game-tiles';
import { houseGamePath } from '@/features/house-games/house-game-path';

describe('house game data', () => {
  it('has a tile for every Original, in the contract order, linking to its path', () => {
    expect(HOUSE_GAME_TILES.map((t) => t.identifier)).toEqual(HOUSE_GAMES.map((g) => g.identifier));
    for (const game of HOUSE_GAMES) expect(houseGamePath(game.identifier)).toBe(game.path);
    expect(houseGamePath('poker')).toBe('/kadi');
  });

  it('uses the product names of the spec', () => {
    const names = Object.fromEntries(HOUSE_GAME_TILES.map((t) => [t.identifier, t.name]));
    expect(names.hotbox).toBe('Hotbox');
    expect(names.junglemines).toBe('Jungle Mines');
    expect(names.linearmines).toBe('Mission Uncrossable');
  });

  it('has rules for every game page, with an edge below 5% and at least two steps', () => {
    const pages = HOUSE_GAMES.map((g) => g.identifier).filter((id) => id !== 'poker');
    expect(Object.keys(HOUSE_GAME_RULES).sort()).toEqual([...pages].sort());
    for (const rules of Object.values(HOUSE_GAME_RULES)) {
      expect(rules.houseEdge).toBeGreaterThan(0);
      expect(rules.houseEdge).toBeLessThan(5);
      expect(rtpOf(rules)).toBeCloseTo(100 - rules.houseEdge, 5);
      expect(rules.steps.length).toBeGreaterThanOrEqual(2);
      // A game without a fixed top multiplier must say what it depends on.
      if (rules.maxMultiplier === null) expect(rules.maxMultiplierNote).toBeDefined();
    }
  });

  it('matches the spec: towers difficulties and mines defaults', () => {
    expect(TOWERS_DIFFICULTIES.map((d) => [d.id, d.columns, d.hazardsPerRow])).toEqual([
      ['_easy', 4, 1],
      ['_medium', 3, 1],
      ['_hard', 2, 1],
      ['_spooky', 3, 2],
      ['_scary', 4, 3],
    ]);
    expect(MINES_DEFAULTS).toEqual({ minesCount: 3, gridCount: 25 });
  });
});
