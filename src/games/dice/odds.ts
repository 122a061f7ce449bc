/**
 * Dice odds in whole hundredths of a percent, so that the target, the win chance and the
 * multiplier the bet panel shows are the ones the rules pay: chance = 100 − target (over) or
 * target (under), multiplier = 99 / chance (1% edge), ×10,000 rounded down.
 */
import {
  DICE_CONDITIONS,
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  type DiceCondition,
  type DiceParams,
} from '@/contracts/originals';

const HUNDREDTHS = 100;
/** The whole die, 100.00, in hundredths. */
const DIE = 100 * HUNDREDTHS;
/** 99 / (chance% ) × 10,000 = 99,000,000 / chance in hundredths. */
const EDGED_PAYBACK = 99 * HUNDREDTHS * 10_000;

const hundredthsOf = (n: number): number => Math.round(n * HUNDREDTHS);
const hasTwoDecimals = (n: number): boolean =>
  Number.isFinite(n) && Math.abs(n * HUNDREDTHS - hundredthsOf(n)) < 1e-6;

/** The win chance in hundredths of a percent (4,950 is 49.50%). */
export function diceChanceHundredths(params: DiceParams): number {
  const target = hundredthsOf(params.target);
  return params.condition === 'over' ? DIE - target : target;
}

/** The win chance in percent, two decimals (49.5 for over 50.50). */
export function diceWinChance(params: DiceParams): number {
  return diceChanceHundredths(params) / HUNDREDTHS;
}

/** What a winning bet pays, ×10,000 (19,800 for a 50% chance). */
export function diceMultiplier(params: DiceParams): number {
  return Math.floor(EDGED_PAYBACK / diceChanceHundredths(params));
}

/** The target that gives `chance` percent (rounded to hundredths) on `condition`. */
export function diceTargetFor(chance: number, condition: DiceCondition): number {
  const hundredths = hundredthsOf(chance);
  return (condition === 'over' ? DIE - hundredths : hundredths) / HUNDREDTHS;
}

/**
 * The win chance, percent to two decimals, whose multiplier is nearest `multiplier`
 * (×10,000); the caller keeps it within DICE_MIN_CHANCE–DICE_MAX_CHANCE.
 */
export function diceChanceForMultiplier(multiplier: number): number {
  if (!(multiplier > 0)) throw new RangeError(`A multiplier must be above 0, not ${multiplier}`);
  return Math.round(EDGED_PAYBACK / multiplier) / HUNDREDTHS;
}

/** Why these dice params cannot be played, in the player's words, or null. */
export function diceParamsProblem(params: DiceParams): string | null {
  if (!DICE_CONDITIONS.includes(params.condition)) return 'Choose to roll over or under.';
  const { target } = params;
  if (!hasTwoDecimals(target) || target < 0.01 || target > 99.99) {
    return 'The target must be a number from 0.01 to 99.99 with at most two decimals.';
  }
  const chance = diceChanceHundredths(params);
  if (chance < hundredthsOf(DICE_MIN_CHANCE) || chance > hundredthsOf(DICE_MAX_CHANCE)) {
    return `The win chance must be between ${DICE_MIN_CHANCE}% and ${DICE_MAX_CHANCE}%.`;
  }
  return null;
}
