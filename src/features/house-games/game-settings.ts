/**
 * Game settings the spec fixes (part 2 §4 'Towers difficulties', §9 'Mines defaults'). The
 * pages show them; the game engines start from the same values.
 */

export const TOWERS_DIFFICULTIES = [
  { id: '_easy', columns: 4, hazardsPerRow: 1 },
  { id: '_medium', columns: 3, hazardsPerRow: 1 },
  { id: '_hard', columns: 2, hazardsPerRow: 1 },
  { id: '_spooky', columns: 3, hazardsPerRow: 2 },
  { id: '_scary', columns: 4, hazardsPerRow: 3 },
] as const;

export type TowersDifficulty = (typeof TOWERS_DIFFICULTIES)[number]['id'];
export const DEFAULT_TOWERS_DIFFICULTY: TowersDifficulty = '_easy';

export const MINES_DEFAULTS = { minesCount: 3, gridCount: 25 } as const;

/** Chance, 0–1, that a pick on one towers row is safe. */
export function towersRowSafeChance(columns: number, hazardsPerRow: number): number {
  return (columns - hazardsPerRow) / columns;
}
