/**
 * What each tile of a mines board shows, from what the server sent: the revealed tiles (merged
 * by tile, spec part 2 §4) while the round is open, and the whole board once `outcome.mines`
 * arrives at the end, with the player's picks marked.
 */

export type TileFace = 'hidden' | 'gem' | 'mine';

export interface MinesTile {
  index: number;
  face: TileFace;
  /** The player revealed this tile (as opposed to the board shown at the end). */
  picked: boolean;
}

/** Columns and rows of a board: squares, and Jungle Mines' one-column-wider clearings (6×5). */
export function gridShape(gridCount: number): { columns: number; rows: number } {
  const columns = Math.ceil(Math.sqrt(gridCount));
  if (!Number.isInteger(gridCount) || gridCount < 1 || gridCount % columns !== 0) {
    throw new RangeError(`No board has ${gridCount} tiles`);
  }
  return { columns, rows: gridCount / columns };
}

export function minesTiles(
  gridCount: number,
  revealed: readonly number[],
  mines: readonly number[] | null,
): MinesTile[] {
  const picked = new Set(revealed);
  const mined = new Set(mines ?? []);
  const over = mines !== null;
  return Array.from({ length: gridCount }, (_, index) => {
    const face: TileFace = mined.has(index) ? 'mine' : over || picked.has(index) ? 'gem' : 'hidden';
    return { index, face, picked: picked.has(index) };
  });
}

/** An unrevealed tile chosen by `random` (0 ≤ r < 1), or null when none is left. */
export function randomUnrevealedTile(
  gridCount: number,
  revealed: readonly number[],
  random: () => number = Math.random,
): number | null {
  const taken = new Set(revealed);
  const open = Array.from({ length: gridCount }, (_, i) => i).filter((i) => !taken.has(i));
  if (open.length === 0) return null;
  return open[Math.floor(random() * open.length)] ?? null;
}
