/**
 * Dice's odds as the player sets them (issue 19, 1% edge): win chance from the target and the
 * condition, the multiplier from the chance, the target for a chance. Mirrors what `@/games`
 * exports as diceWinChance / diceMultiplier / diceTargetFor on branch `games`, which had not
 * landed when this was written; once it has, these should re-export it (see the merge note).
 */
import {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  type DiceCondition,
  type DiceParams,
  ORIGINALS_HOUSE_EDGE,
} from '@/contracts/originals';

const MULTIPLIER_ONE = 10_000;
const RTP_PERCENT = 100 * (1 - ORIGINALS_HOUSE_EDGE);

function twoDecimals(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Percent chance the roll lands on the winning side of the target. */
export function diceWinChance(params: DiceParams): number {
  return twoDecimals(params.condition === 'over' ? 100 - params.target : params.target);
}

/** What a hit pays, ×10,000 (99 / chance, rounded down: 49.5% pays 2×). */
export function diceMultiplier(params: DiceParams): number {
  return Math.floor((RTP_PERCENT * MULTIPLIER_ONE) / diceWinChance(params) + 1e-6);
}

/** The target that gives this win chance on this side. */
export function diceTargetFor(chance: number, condition: DiceCondition): number {
  return twoDecimals(condition === 'over' ? 100 - chance : chance);
}

/** A chance within the game's bounds (0.01–98 %), to 2 decimals. */
export function clampDiceChance(chance: number): number {
  if (!Number.isFinite(chance)) return DICE_MIN_CHANCE;
  return twoDecimals(Math.min(Math.max(chance, DICE_MIN_CHANCE), DICE_MAX_CHANCE));
}
