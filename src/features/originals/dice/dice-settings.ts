/**
 * The dice bet's settings kept consistent (issue 19): the player edits the target, the win
 * chance or the multiplier, or flips over/under, and the other two follow. Every change is
 * clamped to the game's bounds (chance 0.01–98 %), so the params are always a valid bet.
 */
import { type DiceParams, MAX_PAYOUT } from '@/contracts/originals';
import { MULTIPLIER_ONE } from '@/games';
import {
  clampDiceChance,
  diceChanceForMultiplier,
  diceTargetFor,
  diceWinChance,
} from './dice-odds';

export const DEFAULT_DICE_PARAMS: DiceParams = { target: 50.5, condition: 'over' };

/** The target the player typed or slid to, moved inside the bounds for the condition. */
export function withTarget(params: DiceParams, target: number): DiceParams {
  const asked = Number.isFinite(target) ? target : params.target;
  const chance = clampDiceChance(params.condition === 'over' ? 100 - asked : asked);
  return { ...params, target: diceTargetFor(chance, params.condition) };
}

export function withChance(params: DiceParams, chance: number): DiceParams {
  return { ...params, target: diceTargetFor(clampDiceChance(chance), params.condition) };
}

/** The multiplier the player typed (×1, e.g. 2 or 9900): the chance that pays it. */
export function withMultiplier(params: DiceParams, multiplier: number): DiceParams {
  if (!Number.isFinite(multiplier) || multiplier <= 0) return params;
  return withChance(params, diceChanceForMultiplier(Math.round(multiplier * MULTIPLIER_ONE)));
}

/** Over ↔ under, keeping the win chance (the target mirrors: over 50.5 ↔ under 49.5). */
export function flipped(params: DiceParams): DiceParams {
  const condition = params.condition === 'over' ? 'under' : 'over';
  return { condition, target: diceTargetFor(diceWinChance(params), condition) };
}

/** True when the roll won the bet. */
export function diceRollWins(params: DiceParams, roll: number): boolean {
  return params.condition === 'over' ? roll > params.target : roll < params.target;
}

/** What a hit would pay for this stake, within the maximum payout. */
export function diceProfitOnWin(amount: number, multiplier: number): number {
  // Cents as integers: 0.29 × 100 is 28.999…, and the payout is rounded down like the server's.
  const payoutCents = Math.floor(Math.min(amount * multiplier, MAX_PAYOUT) * 100 + 1e-6);
  return (payoutCents - Math.round(amount * 100)) / 100;
}
