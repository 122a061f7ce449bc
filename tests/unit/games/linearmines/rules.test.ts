/**
 * Mission Uncrossable: each lane has its float; the first lane under the difficulty's hazard
 * chance is where the traffic hits. The player crosses lane by lane for 0.99 / (1 − p)^lanes.
 */
import { describe, expect, it } from 'vitest';
import {
  LINEARMINES_DIFFICULTIES,
  type LinearminesOutcome,
  type LinearminesParams,
} from '@/contracts/originals';
import {
  cashOutRound,
  floatCountOf,
  gameFloats,
  linearminesMultiplier,
  openRound,
  paramsProblem,
  type RoundRecord,
  stepRound,
} from '@/games';
import { REFERENCE_SEEDS } from '../reference';

const road = (params: LinearminesParams, nonce: number): RoundRecord<'linearmines'> =>
  openRound(
    'linearmines',
    params,
    gameFloats({ ...REFERENCE_SEEDS, nonce }, floatCountOf('linearmines', params)),
  );
const hitLaneOf = (round: RoundRecord): number | null =>
  (round.outcome as LinearminesOutcome).hitLane;

function cross(round: RoundRecord<'linearmines'>): RoundRecord<'linearmines'> {
  const step = stepRound(round, { type: 'cross' });
  if (!step.ok) throw new Error(step.problem);
  return step.record;
}

describe('the road', () => {
  it('puts the reference hit lanes where the first float falls under the hazard chance', () => {
    // node:crypto floats (../reference.ts), computed once.
    expect([0, 1, 2, 3, 4, 5].map((n) => hitLaneOf(road({ difficulty: 'daredevil' }, n)))).toEqual([
      4, 2, 1, 1, 0, 1,
    ]);
    expect([0, 1, 2, 3, 4, 5].map((n) => hitLaneOf(road({ difficulty: 'easy' }, n)))).toEqual([
      6,
      10,
      1,
      13,
      null,
      null,
    ]);
  });

  it('uses one float per lane and compares it strictly under the chance', () => {
    expect(floatCountOf('linearmines', { difficulty: 'hard' })).toBe(20);
    const floats = Array.from({ length: 20 }, (_, lane) =>
      lane === 7 ? 0.2 : lane === 9 ? 0.19 : 0.5,
    );
    expect(hitLaneOf(openRound('linearmines', { difficulty: 'hard' }, floats))).toBe(9);
  });

  it('states every hazard chance in whole 25ths, which the exact multipliers rely on', () => {
    for (const { hazardChance } of LINEARMINES_DIFFICULTIES) {
      expect(Math.abs(hazardChance * 25 - Math.round(hazardChance * 25))).toBeLessThan(1e-9);
    }
  });
});

describe('crossing', () => {
  it('pays more for each lane crossed and cashes out there', () => {
    const one = cross(road({ difficulty: 'daredevil' }, 0)); // hit lane 4
    expect(one).toMatchObject({ status: 'active', multiplier: 16_500, progress: { crossed: 1 } });
    expect(cashOutRound(one)).toEqual({ ok: true, record: { ...one, status: 'won' } });
  });

  it('loses in the hit lane, keeping the lanes crossed safely', () => {
    let round = road({ difficulty: 'daredevil' }, 1); // hit lane 2
    round = cross(cross(round));
    const lost = cross(round);
    expect(lost).toMatchObject({ status: 'lost', multiplier: 0, progress: { crossed: 2 } });
    expect(stepRound(lost, { type: 'cross' }).ok).toBe(false);
  });

  it('clears a road with no hit after the last lane', () => {
    let round = road({ difficulty: 'easy' }, 4); // no hit
    for (let lane = 0; lane < 24; lane++) round = cross(round);
    expect(round).toMatchObject({ status: 'won', progress: { crossed: 24 }, multiplier: 26_370 });
  });

  it('refuses a foreign action or a cash-out before crossing, changing nothing', () => {
    const round = road({ difficulty: 'medium' }, 0);
    const before = structuredClone(round);
    expect(stepRound(round, { type: 'reveal', tile: 1 } as never)).toEqual({
      ok: false,
      problem: 'Cross the next lane.',
    });
    expect(cashOutRound(round).ok).toBe(false);
    expect(round).toEqual(before);
  });
});

describe('Mission Uncrossable multipliers and params', () => {
  it('are 0.99 / (1 − p)^lanes, rounded down', () => {
    expect(linearminesMultiplier({ difficulty: 'easy' }, 0)).toBe(0);
    expect(linearminesMultiplier({ difficulty: 'easy' }, 1)).toBe(10_312); // 0.99 × 25/24
    expect(linearminesMultiplier({ difficulty: 'hard' }, 2)).toBe(15_468); // 0.99 × 25²/20²
    expect(linearminesMultiplier({ difficulty: 'daredevil' }, 15)).toBe(
      Math.floor(9_900 * (25 / 15) ** 15),
    );
  });

  it('names the difficulties when given another', () => {
    expect(
      paramsProblem('linearmines', { difficulty: 'reckless' as LinearminesParams['difficulty'] }),
    ).toBe('Choose a difficulty: easy, medium, hard, daredevil.');
  });
});
