/**
 * Mines and Jungle Mines: the seed pair hides the mines with Stake's float-driven Fisher–Yates,
 * the player reveals tiles, and each safe tile raises the cash-out to 0.99 × C(n,k)/C(n−m,k).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JUNGLE_MINES_GRIDS,
  MINES_GRIDS,
  type MinesOutcome,
  type MinesParams,
  type MinesState,
} from '@/contracts/originals';
import {
  cashOutRound,
  floatCountOf,
  gameFloats,
  minesMultiplier,
  openRound,
  paramsProblem,
  type RoundRecord,
  stepRound,
} from '@/games';
import { REFERENCE_SEEDS } from '../reference';

type MinesGame = 'mines' | 'junglemines';

const board = (game: MinesGame, params: MinesParams, nonce: number): RoundRecord<MinesGame> =>
  openRound(game, params, gameFloats({ ...REFERENCE_SEEDS, nonce }, floatCountOf(game, params)));
const minesOf = (round: RoundRecord): number[] => (round.outcome as MinesOutcome).mines;

function reveal(round: RoundRecord<MinesGame>, tile: number): RoundRecord<MinesGame> {
  const step = stepRound(round, { type: 'reveal', tile });
  if (!step.ok) throw new Error(step.problem);
  return step.record;
}

/** 0.99 × C(n,k)/C(n−m,k) ×10,000 rounded down, from whole-number binomials. */
function exactMultiplier(n: number, m: number, k: number): number {
  const choose = (a: number, b: number): bigint => {
    let result = 1n;
    for (let i = 0; i < b; i++) result = (result * BigInt(a - i)) / BigInt(i + 1);
    return result;
  };
  return Number((9_900n * choose(n, k)) / choose(n - m, k));
}

describe('the mines board', () => {
  it('places the reference mines, in the order the shuffle picked them', () => {
    // Stake's Fisher–Yates over node:crypto floats (../reference.ts), computed once.
    expect(minesOf(board('mines', { gridCount: 25, minesCount: 5 }, 7))).toEqual([1, 6, 12, 21, 9]);
    expect(minesOf(board('mines', { gridCount: 49, minesCount: 10 }, 3))).toEqual([
      20, 11, 37, 46, 42, 32, 28, 29, 12, 43,
    ]);
    expect(minesOf(board('junglemines', { gridCount: 42, minesCount: 3 }, 9))).toEqual([32, 8, 33]);
  });

  it('uses gridCount − 1 floats, each picking from the tiles not picked yet', () => {
    expect(floatCountOf('mines', { gridCount: 25, minesCount: 3 })).toBe(24);
    expect(floatCountOf('junglemines', { gridCount: 20, minesCount: 3 })).toBe(19);
    const floats = Array.from({ length: 15 }, () => 0.999);
    // floor(0.999 × remaining) always takes the last tile left: 15, 14, 13.
    expect(minesOf(openRound('mines', { gridCount: 16, minesCount: 3 }, floats))).toEqual([
      15, 14, 13,
    ]);
    const zeros = Array.from({ length: 15 }, () => 0);
    expect(minesOf(openRound('mines', { gridCount: 16, minesCount: 3 }, zeros))).toEqual([0, 1, 2]);
  });

  it('always hides exactly minesCount distinct mines on the board', () => {
    const params = fc.oneof(
      ...[...MINES_GRIDS, ...JUNGLE_MINES_GRIDS].map((gridCount) =>
        fc.record({
          game: fc.constant<MinesGame>(
            (MINES_GRIDS as readonly number[]).includes(gridCount) ? 'mines' : 'junglemines',
          ),
          gridCount: fc.constant(gridCount),
          minesCount: fc.integer({ min: 1, max: gridCount - 1 }),
        }),
      ),
    );
    fc.assert(
      fc.property(params, fc.nat({ max: 1_000_000 }), ({ game, ...p }, nonce) => {
        const mines = minesOf(board(game, p, nonce));
        expect(mines).toHaveLength(p.minesCount);
        expect(new Set(mines).size).toBe(p.minesCount);
        for (const tile of mines) expect(tile >= 0 && tile < p.gridCount).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('revealing tiles', () => {
  const params = { gridCount: 25, minesCount: 5 };
  const opened = () => board('mines', params, 7); // mines 1, 6, 12, 21, 9

  it('pays more with each safe tile and cashes out at that multiplier', () => {
    const first = reveal(opened(), 0); // 0.99 × 25/20
    expect(first).toMatchObject({
      status: 'active',
      multiplier: 12_375,
      progress: { revealed: [0] },
    });
    const second = reveal(first, 24);
    expect(second.multiplier).toBe(exactMultiplier(25, 5, 2));
    const cashed = cashOutRound(second);
    expect(cashed).toEqual({ ok: true, record: { ...second, status: 'won' } });
  });

  it('loses on a mine, keeping the tile that went off, and pays nothing', () => {
    const lost = reveal(reveal(opened(), 0), 6);
    expect(lost).toMatchObject({ status: 'lost', multiplier: 0, progress: { revealed: [0, 6] } });
    expect(stepRound(lost, { type: 'reveal', tile: 2 })).toEqual({
      ok: false,
      problem: 'This round is over.',
    });
    expect(cashOutRound(lost)).toEqual({ ok: false, problem: 'This round is over.' });
  });

  it('clears the board when the last safe tile is revealed, paid at the top multiplier', () => {
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter(
      (t) => ![1, 6, 12, 21, 9].includes(t),
    );
    const cleared = safe.reduce(reveal, opened());
    expect(cleared).toMatchObject({ status: 'won', multiplier: exactMultiplier(25, 5, 20) });
    expect(cleared.multiplier).toBe(525_987_000); // 0.99 × C(25, 20) = 52,598.7×
  });

  it('refuses a tile off the board, a repeated tile or a foreign action, changing nothing', () => {
    const round = reveal(opened(), 0);
    const before = structuredClone(round);
    expect(stepRound(round, { type: 'reveal', tile: 25 })).toEqual({
      ok: false,
      problem: 'Tile 25 is not on this 25-tile board.',
    });
    expect(stepRound(round, { type: 'reveal', tile: -1 }).ok).toBe(false);
    expect(stepRound(round, { type: 'reveal', tile: 2.5 }).ok).toBe(false);
    expect(stepRound(round, { type: 'reveal', tile: 0 })).toEqual({
      ok: false,
      problem: 'Tile 0 is already revealed.',
    });
    expect(stepRound(round, { type: 'climb', column: 0 } as never)).toEqual({
      ok: false,
      problem: 'Reveal a tile.',
    });
    expect(round).toEqual(before);
  });

  it('will not cash out before a tile is revealed', () => {
    expect(cashOutRound(opened())).toEqual({
      ok: false,
      problem: 'Play at least one step before cashing out.',
    });
  });
});

describe('mines multipliers', () => {
  it("match Stake's table where it is known", () => {
    expect(minesMultiplier(25, 1, 1)).toBe(10_312); // 1.03×
    expect(minesMultiplier(25, 3, 1)).toBe(11_250); // 1.13× shown
    expect(minesMultiplier(25, 24, 1)).toBe(247_500); // 24.75×
    expect(minesMultiplier(25, 3, 0)).toBe(0);
  });

  it('equal the exact fraction, rounded down, for every board, mines count and step', () => {
    for (const n of [...MINES_GRIDS, ...JUNGLE_MINES_GRIDS]) {
      for (let m = 1; m < n; m++) {
        for (let k = 1; k <= n - m; k++)
          expect(minesMultiplier(n, m, k)).toBe(exactMultiplier(n, m, k));
      }
    }
  });

  it('refuses a step count the board cannot have', () => {
    expect(() => minesMultiplier(25, 5, 21)).toThrow(RangeError);
  });
});

describe('mines params', () => {
  it('names the boards and mine counts allowed', () => {
    expect(paramsProblem('mines', { gridCount: 20, minesCount: 3 })).toBe(
      'The board must have 16, 25, 36, 49 tiles.',
    );
    expect(paramsProblem('junglemines', { gridCount: 25, minesCount: 3 })).toBe(
      'The board must have 20, 30, 42 tiles.',
    );
    expect(paramsProblem('mines', { gridCount: 25, minesCount: 25 })).toBe(
      'Choose from 1 to 24 mines.',
    );
    expect(paramsProblem('mines', { gridCount: 25, minesCount: 0 })).toBe(
      'Choose from 1 to 24 mines.',
    );
    expect(paramsProblem('mines', { gridCount: 25, minesCount: 2.5 })).toBe(
      'Choose from 1 to 24 mines.',
    );
    expect(paramsProblem('junglemines', { gridCount: 42, minesCount: 41 })).toBeNull();
    expect(() => board('mines', { gridCount: 25, minesCount: 25 }, 0)).toThrow(/1 to 24 mines/);
  });

  it('start a board with nothing revealed and nothing to cash out', () => {
    const round = board('junglemines', { gridCount: 30, minesCount: 3 }, 1);
    expect(round).toMatchObject({
      status: 'active',
      multiplier: 0,
      progress: { revealed: [] } satisfies MinesState,
    });
  });
});
