/**
 * Mission Uncrossable (identifier linearmines): one float per lane; the first lane whose float
 * is under the difficulty's hazard chance is the one whose traffic hits the player (none: the
 * road is clear). The player crosses lane by lane; the hit lane loses, the last lane clears.
 */
import {
  LINEARMINES_DIFFICULTIES,
  type LinearminesAction,
  type LinearminesOutcome,
  type LinearminesParams,
  type LinearminesState,
} from '@/contracts/originals';
import { edgedMultiplier } from '../edge';
import type { SteppedRules } from '../types';

type LinearminesDifficultySpec = (typeof LINEARMINES_DIFFICULTIES)[number];

/** The contract states every hazard chance in 25ths, so the multiplier is an exact fraction. */
const CHANCE_DENOMINATOR = 25;

export function linearminesDifficulty(params: LinearminesParams): LinearminesDifficultySpec {
  const difficulty = LINEARMINES_DIFFICULTIES.find((d) => d.id === params.difficulty);
  if (!difficulty)
    throw new RangeError(`Unknown Mission Uncrossable difficulty ${params.difficulty}`);
  return difficulty;
}

/** 0.99 / (1 − hazardChance)^lanes, ×10,000 rounded down (0 before the first lane). */
export function linearminesMultiplier(params: LinearminesParams, lanes: number): number {
  if (lanes === 0) return 0;
  const hazards = Math.round(linearminesDifficulty(params).hazardChance * CHANCE_DENOMINATOR);
  const k = BigInt(lanes);
  return edgedMultiplier(
    BigInt(CHANCE_DENOMINATOR) ** k,
    BigInt(CHANCE_DENOMINATOR - hazards) ** k,
  );
}

export function linearminesParamsProblem(params: LinearminesParams): string | null {
  return LINEARMINES_DIFFICULTIES.some((d) => d.id === params.difficulty)
    ? null
    : `Choose a difficulty: ${LINEARMINES_DIFFICULTIES.map((d) => d.id).join(', ')}.`;
}

export const linearminesRules: SteppedRules<
  LinearminesParams,
  LinearminesOutcome,
  LinearminesState,
  LinearminesAction
> = {
  kind: 'stepped',
  floatCount: (params) => linearminesDifficulty(params).lanes,
  outcome(floats, params) {
    const { hazardChance, lanes } = linearminesDifficulty(params);
    const hit = floats.slice(0, lanes).findIndex((float) => float < hazardChance);
    return { hitLane: hit === -1 ? null : hit };
  },
  start: () => ({ crossed: 0 }),
  act(params, outcome, state, action) {
    if (action.type !== 'cross') return { ok: false, problem: 'Cross the next lane.' };
    const { lanes } = linearminesDifficulty(params);
    if (state.crossed >= lanes) return { ok: false, problem: 'Every lane is already crossed.' };
    // `crossed` counts the lanes crossed safely; the lane that hits is the outcome's hitLane.
    if (outcome.hitLane === state.crossed) return { ok: true, state, end: 'lost' };
    const crossed = state.crossed + 1;
    return { ok: true, state: { crossed }, end: crossed === lanes ? 'cleared' : null };
  },
  multiplier: (params, state) => linearminesMultiplier(params, state.crossed),
  canCashOut: (state) => state.crossed > 0,
};
