/**
 * Thumbnail grid columns by the grid's own width (spec part 1 §9): 3, then 4 from 600 px,
 * 5 from 800, 6 from 1000 and 7 from 1100. The grid itself is laid out by the container
 * queries of features/catalogue/list/GameGrid.module.css (CSS cannot import this); the unit test holds that
 * stylesheet to this table, so the two cannot drift apart.
 */

export const GRID_BREAKPOINTS: ReadonlyArray<readonly [minWidth: number, columns: number]> = [
  [1100, 7],
  [1000, 6],
  [800, 5],
  [600, 4],
];

export const DEFAULT_GRID_COLUMNS = 3;

export function gridColumns(containerWidth: number): number {
  for (const [minWidth, columns] of GRID_BREAKPOINTS) {
    if (containerWidth >= minWidth) return columns;
  }
  return DEFAULT_GRID_COLUMNS;
}

/** The most columns a grid has: its first row at any width is at most this many games. */
export const MAX_GRID_COLUMNS = Math.max(
  DEFAULT_GRID_COLUMNS,
  ...GRID_BREAKPOINTS.map(([, c]) => c),
);
