/**
 * Towers: every row hides its hazards with a shuffle of its own columns (Stake's Dragon Tower),
 * the player climbs row by row, and each safe row multiplies the cash-out by columns / safe.
 */
import { describe, expect, it } from 'vitest';
import {
  TOWERS_DIFFICULTIES,
  TOWERS_ROWS,
  type TowersOutcome,
  type TowersParams,
} from '@/contracts/originals';
import {
  cashOutRound,
  floatCountOf,
  gameFloats,
  openRound,
  paramsProblem,
  type RoundRecord,
  stepRound,
  towersMultiplier,
} from '@/games';
import { REFERENCE_SEEDS } from '../reference';

const tower = (params: TowersParams, nonce: number): RoundRecord<'towers'> =>
  openRound(
    'towers',
    params,
    gameFloats({ ...REFERENCE_SEEDS, nonce }, floatCountOf('towers', params)),
  );
const hazardsOf = (round: RoundRecord): number[][] => (round.outcome as TowersOutcome).hazards;

function climb(round: RoundRecord<'towers'>, column: number): RoundRecord<'towers'> {
  const step = stepRound(round, { type: 'climb', column });
  if (!step.ok) throw new Error(step.problem);
  return step.record;
}
const safeColumn = (round: RoundRecord<'towers'>, row: number): number =>
  [0, 1, 2, 3].find((column) => !hazardsOf(round)[row]?.includes(column)) ?? -1;

describe('the tower', () => {
  it('hides the reference hazards, row by row from the bottom', () => {
    // A Fisher–Yates of each row's columns over its own node:crypto floats, computed once.
    expect(hazardsOf(tower({ difficulty: '_easy' }, 11))).toEqual([
      [2],
      [0],
      [0],
      [1],
      [2],
      [0],
      [2],
      [1],
      [0],
    ]);
    expect(hazardsOf(tower({ difficulty: '_spooky' }, 12))).toEqual([
      [2, 1],
      [1, 2],
      [2, 0],
      [2, 0],
      [0, 2],
      [0, 1],
      [2, 1],
      [0, 2],
      [1, 0],
    ]);
  });

  it('draws columns floats per row, so each row is shuffled on its own floats', () => {
    expect(floatCountOf('towers', { difficulty: '_easy' })).toBe(36);
    expect(floatCountOf('towers', { difficulty: '_hard' })).toBe(18);
    // Row 0 takes the last column, row 1 the first: the rows do not share floats.
    const floats = [...Array(4).fill(0.99), ...Array(32).fill(0)];
    expect(hazardsOf(openRound('towers', { difficulty: '_easy' }, floats)).slice(0, 2)).toEqual([
      [3],
      [0],
    ]);
  });

  it('has hazardsPerRow distinct hazard columns on every row of every difficulty', () => {
    for (const { id, columns, hazardsPerRow } of TOWERS_DIFFICULTIES) {
      for (let nonce = 0; nonce < 50; nonce++) {
        const hazards = hazardsOf(tower({ difficulty: id }, nonce));
        expect(hazards).toHaveLength(TOWERS_ROWS);
        for (const row of hazards) {
          expect(new Set(row).size).toBe(hazardsPerRow);
          for (const column of row) expect(column >= 0 && column < columns).toBe(true);
        }
      }
    }
  });
});

describe('climbing', () => {
  const easy = () => tower({ difficulty: '_easy' }, 11); // hazards 2,0,0,1,2,0,2,1,0

  it('pays 0.99 × (4/3)^rows on easy and cashes out there', () => {
    const one = climb(easy(), 0);
    expect(one).toMatchObject({
      status: 'active',
      multiplier: 13_200,
      progress: { playedRows: [0] },
    });
    const two = climb(one, 3);
    expect(two.multiplier).toBe(17_600); // 0.99 × 16/9
    expect(cashOutRound(two)).toEqual({ ok: true, record: { ...two, status: 'won' } });
  });

  it('loses on a hazard, keeping the column picked', () => {
    const lost = climb(climb(easy(), 0), 0);
    expect(lost).toMatchObject({ status: 'lost', multiplier: 0, progress: { playedRows: [0, 0] } });
    expect(cashOutRound(lost).ok).toBe(false);
  });

  it('clears the tower on the ninth safe row, paid at its top multiplier', () => {
    let round = easy();
    for (let row = 0; row < TOWERS_ROWS; row++) round = climb(round, safeColumn(round, row));
    expect(round).toMatchObject({
      status: 'won',
      multiplier: towersMultiplier({ difficulty: '_easy' }, 9),
    });
    expect(stepRound(round, { type: 'climb', column: 0 })).toEqual({
      ok: false,
      problem: 'This round is over.',
    });
  });

  it('refuses a column off the tower or a foreign action, changing nothing', () => {
    const hard = tower({ difficulty: '_hard' }, 3);
    const before = structuredClone(hard);
    expect(stepRound(hard, { type: 'climb', column: 2 })).toEqual({
      ok: false,
      problem: 'Column 2 is not on this 2-column tower.',
    });
    expect(stepRound(hard, { type: 'reveal', tile: 0 } as never)).toEqual({
      ok: false,
      problem: 'Pick a column to climb.',
    });
    expect(cashOutRound(hard).ok).toBe(false);
    expect(hard).toEqual(before);
  });
});

describe('towers multipliers and params', () => {
  it('are 0.99 × (columns / safe columns)^rows, rounded down', () => {
    expect(towersMultiplier({ difficulty: '_easy' }, 0)).toBe(0);
    expect(towersMultiplier({ difficulty: '_medium' }, 1)).toBe(14_850); // 0.99 × 3/2
    expect(towersMultiplier({ difficulty: '_hard' }, 9)).toBe(5_068_800); // 0.99 × 2^9
    expect(towersMultiplier({ difficulty: '_spooky' }, 9)).toBe(194_861_700); // 0.99 × 3^9 = 19,486.17×
    expect(towersMultiplier({ difficulty: '_scary' }, 9)).toBe(2_595_225_600); // 0.99 × 4^9
  });

  it('names the difficulties when given another', () => {
    expect(paramsProblem('towers', { difficulty: 'nightmare' as TowersParams['difficulty'] })).toBe(
      'Choose a difficulty: easy, medium, hard, spooky, scary.',
    );
    expect(paramsProblem('towers', { difficulty: '_scary' })).toBeNull();
  });
});
