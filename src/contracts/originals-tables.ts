/**
 * The Originals' fixed tables — which games there are, the dice bounds, the boards, the
 * towers and Mission Uncrossable difficulties — as plain constants, with no schema code: the
 * /fair route's search validation reads them while the first screen loads, and needs nothing
 * else of the contract. Re-exported by originals-games.ts (and so by originals.ts).
 */

/** The Originals this contract covers, by their catalogue identifiers (spec part 1 §2.2). */
export const ORIGINAL_GAMES = ['dice', 'mines', 'junglemines', 'towers', 'linearmines'] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];

export const DICE_CONDITIONS = ['over', 'under'] as const;
export type DiceCondition = (typeof DICE_CONDITIONS)[number];

/** Win chance bounds, in percent (the multiplier then spans 1.0102× to 9,900×). */
export const DICE_MIN_CHANCE = 0.01;
export const DICE_MAX_CHANCE = 98;

/** Square boards a mines round can be played on; changing the size resets the game. */
export const MINES_GRIDS = [16, 25, 36, 49] as const;

/** Jungle Mines plays wider, shallower clearings: 5×4, 6×5 and 7×6. */
export const JUNGLE_MINES_GRIDS = [20, 30, 42] as const;

export const MINES_DEFAULT = { minesCount: 3, gridCount: 25 } as const;

export const JUNGLE_MINES_DEFAULT = { minesCount: 3, gridCount: 30 } as const;

/** Spec part 2 §4 'Towers difficulties'. */
export const TOWERS_DIFFICULTIES = [
  { id: '_easy', columns: 4, hazardsPerRow: 1 },
  { id: '_medium', columns: 3, hazardsPerRow: 1 },
  { id: '_hard', columns: 2, hazardsPerRow: 1 },
  { id: '_spooky', columns: 3, hazardsPerRow: 2 },
  { id: '_scary', columns: 4, hazardsPerRow: 3 },
] as const;
export type TowersDifficulty = (typeof TOWERS_DIFFICULTIES)[number]['id'];

export const DEFAULT_TOWERS_DIFFICULTY: TowersDifficulty = '_easy';

export const TOWERS_ROWS = 9;

/** Per-lane chance of being hit, and how many lanes the road has, by difficulty. */
export const LINEARMINES_DIFFICULTIES = [
  { id: 'easy', hazardChance: 1 / 25, lanes: 24 },
  { id: 'medium', hazardChance: 3 / 25, lanes: 22 },
  { id: 'hard', hazardChance: 5 / 25, lanes: 20 },
  { id: 'daredevil', hazardChance: 10 / 25, lanes: 15 },
] as const;
export type LinearminesDifficulty = (typeof LINEARMINES_DIFFICULTIES)[number]['id'];

export const DEFAULT_LINEARMINES_DIFFICULTY: LinearminesDifficulty = 'easy';
