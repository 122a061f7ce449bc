/**
 * What each row of a tower shows, from what the server sent: the columns the player climbed
 * (`playedRows`, bottom row first, in order), the row they may pick now, and the whole tower
 * with every hazard once `outcome.hazards` arrives at the end. Row 0 is the bottom row.
 */
import { TOWERS_ROWS, type TowersDifficulty } from '@/contracts/originals';
import { towersMultiplier } from '@/games';
import { towersDifficulty } from './towers-difficulty';

export type TowersFace = 'hidden' | 'safe' | 'hazard';
export type RowState = 'played' | 'active' | 'ahead';

export interface TowersTile {
  column: number;
  face: TowersFace;
  picked: boolean;
}

export interface TowersRow {
  row: number;
  state: RowState;
  /** What the tower pays once this row is climbed, ×10,000. */
  multiplier: number;
  tiles: TowersTile[];
}

export interface TowersRoundShape {
  status: 'active' | 'lost' | 'won';
  progress: { playedRows: readonly number[] };
  outcome: { hazards: readonly (readonly number[])[] } | null;
}

export function towersRows(
  difficulty: TowersDifficulty,
  round: TowersRoundShape | null,
): TowersRow[] {
  const { columns } = towersDifficulty(difficulty);
  const played = round?.progress.playedRows ?? [];
  const hazards = round?.outcome?.hazards ?? null;
  const open = round?.status === 'active';
  return Array.from({ length: TOWERS_ROWS }, (_, row) => {
    const pick = played[row];
    const state: RowState =
      pick !== undefined ? 'played' : open && row === played.length ? 'active' : 'ahead';
    const rowHazards = new Set(hazards?.[row] ?? []);
    const tiles = Array.from({ length: columns }, (_, column): TowersTile => {
      const picked = pick === column;
      const face: TowersFace = rowHazards.has(column)
        ? 'hazard'
        : hazards || picked
          ? 'safe'
          : 'hidden';
      return { column, face, picked };
    });
    return { row, state, multiplier: towersMultiplier({ difficulty }, row + 1), tiles };
  });
}
