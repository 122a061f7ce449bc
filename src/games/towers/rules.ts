/**
 * Towers (Stake's Dragon Tower): each of the 9 rows shuffles its columns with `columns` floats
 * of its own (Fisher–Yates, as mines) and its first `hazardsPerRow` picks are the hazards. The
 * player climbs one row at a time picking a column; a hazard loses, the 9th safe row clears.
 */
import {
  TOWERS_DIFFICULTIES,
  TOWERS_ROWS,
  type TowersAction,
  type TowersOutcome,
  type TowersParams,
  type TowersState,
} from '@/contracts/originals';
import { edgedMultiplier } from '../edge';
import { shuffledPicks } from '../fairness/shuffle';
import type { SteppedRules } from '../types';

type TowersDifficultySpec = (typeof TOWERS_DIFFICULTIES)[number];

export function towersDifficulty(params: TowersParams): TowersDifficultySpec {
  const difficulty = TOWERS_DIFFICULTIES.find((d) => d.id === params.difficulty);
  if (!difficulty) throw new RangeError(`Unknown towers difficulty ${params.difficulty}`);
  return difficulty;
}

/** 0.99 × (columns / safe columns)^rows, ×10,000 rounded down (0 before the first row). */
export function towersMultiplier(params: TowersParams, rows: number): number {
  if (rows === 0) return 0;
  const { columns, hazardsPerRow } = towersDifficulty(params);
  const k = BigInt(rows);
  return edgedMultiplier(BigInt(columns) ** k, BigInt(columns - hazardsPerRow) ** k);
}

export function towersParamsProblem(params: TowersParams): string | null {
  return TOWERS_DIFFICULTIES.some((d) => d.id === params.difficulty)
    ? null
    : `Choose a difficulty: ${TOWERS_DIFFICULTIES.map((d) => d.id.replace('_', '')).join(', ')}.`;
}

export const towersRules: SteppedRules<TowersParams, TowersOutcome, TowersState, TowersAction> = {
  kind: 'stepped',
  floatCount: (params) => TOWERS_ROWS * towersDifficulty(params).columns,
  outcome(floats, params) {
    const { columns, hazardsPerRow } = towersDifficulty(params);
    const row = Array.from({ length: columns }, (_, column) => column);
    const hazards = Array.from({ length: TOWERS_ROWS }, (_, level) =>
      shuffledPicks(row, floats.slice(level * columns, (level + 1) * columns), hazardsPerRow),
    );
    return { hazards };
  },
  start: () => ({ playedRows: [] }),
  act(params, outcome, state, action) {
    if (action.type !== 'climb') return { ok: false, problem: 'Pick a column to climb.' };
    const { columns } = towersDifficulty(params);
    const { column } = action;
    if (!Number.isInteger(column) || column < 0 || column >= columns) {
      return { ok: false, problem: `Column ${column} is not on this ${columns}-column tower.` };
    }
    const row = state.playedRows.length;
    if (row >= TOWERS_ROWS) return { ok: false, problem: 'The tower is already climbed.' };
    const playedRows = [...state.playedRows, column];
    const hazards = outcome.hazards[row];
    if (!hazards) throw new RangeError(`The tower's outcome has no row ${row}`);
    if (hazards.includes(column)) return { ok: true, state: { playedRows }, end: 'lost' };
    return {
      ok: true,
      state: { playedRows },
      end: playedRows.length === TOWERS_ROWS ? 'cleared' : null,
    };
  },
  multiplier: (params, state) => towersMultiplier(params, state.playedRows.length),
  canCashOut: (state) => state.playedRows.length > 0,
};
