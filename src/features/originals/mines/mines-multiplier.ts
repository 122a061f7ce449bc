/**
 * What a mines board pays after k safe reveals: (1 − edge) × C(n, k) / C(n − m, k), ×10,000.
 * `@/games` answers only for a round's current state; the board also needs the next step's.
 */
import { assertSteps, edgedMultiplier } from '../multiplier/edged-multiplier';

export function minesMultiplierAfter(
  gridCount: number,
  minesCount: number,
  reveals: number,
): number {
  if (!Number.isInteger(gridCount) || !Number.isInteger(minesCount)) {
    throw new RangeError('Grid and mines count must be whole numbers');
  }
  if (minesCount < 1 || minesCount >= gridCount) {
    throw new RangeError(`Mines count must be from 1 to ${gridCount - 1}, got ${minesCount}`);
  }
  const safe = gridCount - minesCount;
  assertSteps(reveals, safe);
  if (reveals === 0) return 0;
  let numerator = 1n;
  let denominator = 1n;
  for (let i = 0; i < reveals; i++) {
    numerator *= BigInt(gridCount - i);
    denominator *= BigInt(safe - i);
  }
  return edgedMultiplier(numerator, denominator);
}
