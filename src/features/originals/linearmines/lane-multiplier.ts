/**
 * What Mission Uncrossable pays after crossing k lanes: (1 − edge) / (1 − hazard chance)^k,
 * ×10,000 — the label on each lane (`@/games` answers only for the round's current state).
 * The chance is read in ten-thousandths so the powers stay exact.
 */
import { LINEARMINES_DIFFICULTIES, type LinearminesDifficulty } from '@/contracts/originals';
import { MULTIPLIER_ONE } from '@/games';
import { assertSteps, edgedMultiplier } from '../multiplier/edged-multiplier';

export function linearminesDifficulty(id: LinearminesDifficulty) {
  const found = LINEARMINES_DIFFICULTIES.find((d) => d.id === id);
  if (!found) throw new RangeError(`Unknown Mission Uncrossable difficulty ${id}`);
  return found;
}

export function laneMultiplierAfter(difficulty: LinearminesDifficulty, lanes: number): number {
  const { hazardChance, lanes: laneCount } = linearminesDifficulty(difficulty);
  assertSteps(lanes, laneCount);
  if (lanes === 0) return 0;
  const safeUnits = BigInt(MULTIPLIER_ONE - Math.round(hazardChance * MULTIPLIER_ONE));
  return edgedMultiplier(BigInt(MULTIPLIER_ONE) ** BigInt(lanes), safeUnits ** BigInt(lanes));
}
