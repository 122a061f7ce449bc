/**
 * A stand-in for `@/games` while its rules are written on another branch: outcomes simple
 * enough to read in a test (the mines lie on the first tiles, every row's hazard in its
 * first column, lane 5 is hit), with the calls recorded. The real module is checked against
 * Stake's scheme in verifier/real-games.test.ts.
 */
import { vi } from 'vitest';
import {
  JUNGLE_MINES_GRIDS,
  LINEARMINES_DIFFICULTIES,
  MINES_GRIDS,
  type OriginalGame,
  TOWERS_DIFFICULTIES,
  TOWERS_ROWS,
} from '@/contracts/originals';
import type { ParamsOf, RoundRecord, SeedPairInput } from '@/games';

type AnyParams = ParamsOf[OriginalGame];
const field = (params: AnyParams, name: string) => (params as Record<string, unknown>)[name];

export const MULTIPLIER_ONE = 10_000;

export const serverSeedHash = vi.fn((serverSeed: string) => `sha256(${serverSeed})`);

export const gameFloats = vi.fn((seeds: SeedPairInput, count: number) =>
  Array.from({ length: count }, (_, index) => ((index + 1) / (count + 1) + seeds.nonce / 100) % 1),
);

const columnsOf = (params: AnyParams) =>
  TOWERS_DIFFICULTIES.find((d) => d.id === field(params, 'difficulty'))?.columns ?? 0;
const lanesOf = (params: AnyParams) =>
  LINEARMINES_DIFFICULTIES.find((d) => d.id === field(params, 'difficulty'))?.lanes ?? 0;

export const floatCountOf = vi.fn((game: OriginalGame, params: AnyParams) => {
  if (game === 'dice') return 1;
  if (game === 'towers') return TOWERS_ROWS * columnsOf(params);
  if (game === 'linearmines') return lanesOf(params);
  return Number(field(params, 'gridCount')) - 1;
});

function outcomeOf(game: OriginalGame, params: AnyParams, floats: readonly number[]) {
  if (game === 'dice') return { roll: Math.floor((floats[0] ?? 0) * 10_001) / 100 };
  if (game === 'towers') return { hazards: Array.from({ length: TOWERS_ROWS }, () => [0]) };
  if (game === 'linearmines') return { hitLane: 4 };
  return { mines: Array.from({ length: Number(field(params, 'minesCount')) }, (_, tile) => tile) };
}

export const openRound = vi.fn(
  (game: OriginalGame, params: AnyParams, floats: readonly number[]): RoundRecord => {
    const outcome = outcomeOf(game, params, floats);
    if (game !== 'dice') {
      return { game, params, outcome, progress: null, status: 'active', multiplier: 0 };
    }
    const roll = (outcome as { roll: number }).roll;
    const target = Number(field(params, 'target'));
    const won = field(params, 'condition') === 'over' ? roll > target : roll < target;
    return {
      game,
      params,
      outcome,
      progress: null,
      status: won ? 'won' : 'lost',
      multiplier: won ? 19_800 : 0,
    };
  },
);

export const paramsProblem = vi.fn((game: OriginalGame, params: AnyParams) => {
  if (game !== 'mines' && game !== 'junglemines') return null;
  const grids: readonly number[] = game === 'mines' ? MINES_GRIDS : JUNGLE_MINES_GRIDS;
  const gridCount = Number(field(params, 'gridCount'));
  if (!grids.includes(gridCount)) return 'Choose one of the grids';
  return Number(field(params, 'minesCount')) < gridCount ? null : 'Too many mines';
});

export const stepRound = vi.fn();
export const cashOutRound = vi.fn();
export const payoutUnits = vi.fn();
