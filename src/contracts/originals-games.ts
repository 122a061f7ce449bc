/**
 * What a player may choose, do and be dealt in each Original (part of the Originals' contract,
 * re-exported by originals.ts): params, the state of a round in play, its actions and the
 * outcome drawn for it, per game, with the constants the spec fixes (towers difficulties,
 * mines defaults) and those the house chose (grids, lanes, dice bounds).
 */
import { z } from 'zod/mini';

// ---- Dice ----------------------------------------------------------------------------------
export const DICE_CONDITIONS = ['over', 'under'] as const;
export type DiceCondition = (typeof DICE_CONDITIONS)[number];
/** Win chance bounds, in percent (the multiplier then spans 1.0102× to 9,900×). */
export const DICE_MIN_CHANCE = 0.01;
export const DICE_MAX_CHANCE = 98;

const twoDecimals = z.number().check(
  z.refine((n) => Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: 'At most two decimals',
  }),
);

export const diceParamsSchema = z.object({
  /** 0.01–99.99; the roll must land above it (over) or below it (under). */
  target: twoDecimals.check(z.gte(0.01), z.lte(99.99)),
  condition: z.enum(DICE_CONDITIONS),
});
export type DiceParams = z.infer<typeof diceParamsSchema>;
/** The roll, 0.00–100.00. */
export const diceOutcomeSchema = z.object({ roll: z.number() });
export type DiceOutcome = z.infer<typeof diceOutcomeSchema>;

// ---- Mines and Jungle Mines ----------------------------------------------------------------
/** Square boards a mines round can be played on; changing the size resets the game. */
export const MINES_GRIDS = [16, 25, 36, 49] as const;
/** Jungle Mines plays wider, shallower clearings: 5×4, 6×5 and 7×6. */
export const JUNGLE_MINES_GRIDS = [20, 30, 42] as const;
export const MINES_DEFAULT = { minesCount: 3, gridCount: 25 } as const;
export const JUNGLE_MINES_DEFAULT = { minesCount: 3, gridCount: 30 } as const;

const tileIndex = z.number().check(z.int(), z.gte(0), z.lte(48));

export const minesParamsSchema = z.object({
  gridCount: z.number().check(z.int()),
  minesCount: z.number().check(z.int(), z.gte(1), z.lte(48)),
});
export type MinesParams = z.infer<typeof minesParamsSchema>;
export const minesStateSchema = z.object({ revealed: z.array(tileIndex) });
export type MinesState = z.infer<typeof minesStateSchema>;
export const minesActionSchema = z.object({ type: z.literal('reveal'), tile: tileIndex });
export type MinesAction = z.infer<typeof minesActionSchema>;
/** Where the mines lie, by tile index, in the order the shuffle placed them. */
export const minesOutcomeSchema = z.object({ mines: z.array(tileIndex) });
export type MinesOutcome = z.infer<typeof minesOutcomeSchema>;

// ---- Towers --------------------------------------------------------------------------------
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

export const towersParamsSchema = z.object({
  difficulty: z.enum(TOWERS_DIFFICULTIES.map((d) => d.id) as [TowersDifficulty]),
});
export type TowersParams = z.infer<typeof towersParamsSchema>;
/** The column picked on each row climbed, bottom row first (spec `playedRows`). */
export const towersStateSchema = z.object({
  playedRows: z.array(z.number().check(z.int(), z.gte(0), z.lte(3))),
});
export type TowersState = z.infer<typeof towersStateSchema>;
export const towersActionSchema = z.object({
  type: z.literal('climb'),
  column: z.number().check(z.int(), z.gte(0), z.lte(3)),
});
export type TowersAction = z.infer<typeof towersActionSchema>;
/** Each row's hazard columns, bottom row first. */
export const towersOutcomeSchema = z.object({ hazards: z.array(z.array(z.number())) });
export type TowersOutcome = z.infer<typeof towersOutcomeSchema>;

// ---- Mission Uncrossable (identifier linearmines) ------------------------------------------
/** Per-lane chance of being hit, and how many lanes the road has, by difficulty. */
export const LINEARMINES_DIFFICULTIES = [
  { id: 'easy', hazardChance: 1 / 25, lanes: 24 },
  { id: 'medium', hazardChance: 3 / 25, lanes: 22 },
  { id: 'hard', hazardChance: 5 / 25, lanes: 20 },
  { id: 'daredevil', hazardChance: 10 / 25, lanes: 15 },
] as const;
export type LinearminesDifficulty = (typeof LINEARMINES_DIFFICULTIES)[number]['id'];
export const DEFAULT_LINEARMINES_DIFFICULTY: LinearminesDifficulty = 'easy';

export const linearminesParamsSchema = z.object({
  difficulty: z.enum(LINEARMINES_DIFFICULTIES.map((d) => d.id) as [LinearminesDifficulty]),
});
export type LinearminesParams = z.infer<typeof linearminesParamsSchema>;
export const linearminesStateSchema = z.object({
  crossed: z.number().check(z.int(), z.gte(0)),
});
export type LinearminesState = z.infer<typeof linearminesStateSchema>;
export const linearminesActionSchema = z.object({ type: z.literal('cross') });
export type LinearminesAction = z.infer<typeof linearminesActionSchema>;
/** The lane (0-based) whose traffic hits the player, or null when the road is clear. */
export const linearminesOutcomeSchema = z.object({ hitLane: z.nullable(z.number()) });
export type LinearminesOutcome = z.infer<typeof linearminesOutcomeSchema>;
