/**
 * Game settings the spec fixes (part 2 §4 'Towers difficulties', §9 'Mines defaults'). The
 * pages show them; the game engines start from the same values, which live in the Originals'
 * contract so the server, the rules and these pages cannot drift.
 */
export {
  DEFAULT_TOWERS_DIFFICULTY,
  MINES_DEFAULT as MINES_DEFAULTS,
  TOWERS_DIFFICULTIES,
  type TowersDifficulty,
} from '@/contracts/originals';

/** Chance, 0–1, that a pick on one towers row is safe. */
export function towersRowSafeChance(columns: number, hazardsPerRow: number): number {
  return (columns - hazardsPerRow) / columns;
}
