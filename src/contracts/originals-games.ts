/**
 * What a player may choose, do and be dealt in each Original (part of the Originals' contract,
 * re-exported by originals.ts): params, the state of a round in play, its actions and the
 * outcome drawn for it, per game. The fixed tables they use are in originals-tables.ts.
 */
import { z } from 'zod/mini';
import {
  DICE_CONDITIONS,
  LINEARMINES_DIFFICULTIES,
  type LinearminesDifficulty,
  ORIGINAL_GAMES,
  TOWERS_DIFFICULTIES,
  type TowersDifficulty,
} from './originals-tables';

export * from './originals-tables';

export const originalGameSchema = z.enum(ORIGINAL_GAMES);

// ---- Dice ----------------------------------------------------------------------------------

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
