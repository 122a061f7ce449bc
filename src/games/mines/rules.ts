/**
 * Mines (Stake's): gridCount − 1 floats drive a Fisher–Yates over the tiles and the first
 * minesCount picks are the mines. The player reveals tiles one at a time; a mine loses, the
 * last safe tile clears the board. Jungle Mines is the same game on other boards.
 */
import {
  MINES_GRIDS,
  type MinesAction,
  type MinesOutcome,
  type MinesParams,
  type MinesState,
} from '@/contracts/originals';
import { edgedMultiplier } from '../edge';
import { shuffledPicks } from '../fairness/shuffle';
import type { SteppedRules } from '../types';

export type MinesRules = SteppedRules<MinesParams, MinesOutcome, MinesState, MinesAction>;

/** Multipliers after 0, 1, 2… safe reveals, by `${gridCount}:${minesCount}`, made on demand. */
const ladders = new Map<string, number[]>();

/**
 * 0.99 × C(n, k) / C(n − m, k) = 0.99 × Π_{i<k} (n − i) / (n − m − i), on whole numbers so a
 * 49-tile board is exact too.
 */
export function minesMultiplier(
  gridCount: number,
  minesCount: number,
  safeReveals: number,
): number {
  if (safeReveals === 0) return 0;
  const key = `${gridCount}:${minesCount}`;
  let ladder = ladders.get(key);
  if (!ladder) {
    ladder = [0];
    let all = 1n;
    let safe = 1n;
    for (let i = 0; i < gridCount - minesCount; i++) {
      all *= BigInt(gridCount - i);
      safe *= BigInt(gridCount - minesCount - i);
      ladder.push(edgedMultiplier(all, safe));
    }
    ladders.set(key, ladder);
  }
  const multiplier = ladder[safeReveals];
  if (multiplier === undefined) {
    throw new RangeError(
      `${safeReveals} safe reveals do not fit ${minesCount} mines in ${gridCount}`,
    );
  }
  return multiplier;
}

/** Why these params cannot be played on `grids`, in the player's words, or null. */
export function minesParamsProblemOn(grids: readonly number[], params: MinesParams): string | null {
  const { gridCount, minesCount } = params;
  if (!grids.includes(gridCount)) return `The board must have ${grids.join(', ')} tiles.`;
  if (!Number.isInteger(minesCount) || minesCount < 1 || minesCount > gridCount - 1) {
    return `Choose from 1 to ${gridCount - 1} mines.`;
  }
  return null;
}

/** The board's size comes with the params, so one set of rules plays every board. */
export const minesRules: MinesRules = {
  kind: 'stepped',
  floatCount: (params) => params.gridCount - 1,
  outcome(floats, params) {
    const tiles = Array.from({ length: params.gridCount }, (_, tile) => tile);
    return { mines: shuffledPicks(tiles, floats, params.minesCount) };
  },
  start: () => ({ revealed: [] }),
  act(params, outcome, state, action) {
    if (action.type !== 'reveal') return { ok: false, problem: 'Reveal a tile.' };
    const { tile } = action;
    if (!Number.isInteger(tile) || tile < 0 || tile >= params.gridCount) {
      return {
        ok: false,
        problem: `Tile ${tile} is not on this ${params.gridCount}-tile board.`,
      };
    }
    if (state.revealed.includes(tile)) {
      return { ok: false, problem: `Tile ${tile} is already revealed.` };
    }
    // The mine that ends the round is listed too, so the board can show where it went off.
    const revealed = [...state.revealed, tile];
    if (outcome.mines.includes(tile)) return { ok: true, state: { revealed }, end: 'lost' };
    const cleared = revealed.length === params.gridCount - params.minesCount;
    return { ok: true, state: { revealed }, end: cleared ? 'cleared' : null };
  },
  multiplier: (params, state) =>
    minesMultiplier(params.gridCount, params.minesCount, state.revealed.length),
  canCashOut: (state) => state.revealed.length > 0,
};

export const minesParamsProblem = (params: MinesParams): string | null =>
  minesParamsProblemOn(MINES_GRIDS, params);
