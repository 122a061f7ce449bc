/**
 * What a tower pays after climbing k rows of a difficulty: (1 − edge) × (columns / safe)^k,
 * ×10,000 — the label beside each row (`@/games` answers only for the round's current state).
 */
import { TOWERS_DIFFICULTIES, TOWERS_ROWS, type TowersDifficulty } from '@/contracts/originals';
import { assertSteps, edgedMultiplier } from '../multiplier/edged-multiplier';

export function towersDifficulty(id: TowersDifficulty) {
  const found = TOWERS_DIFFICULTIES.find((d) => d.id === id);
  if (!found) throw new RangeError(`Unknown towers difficulty ${id}`);
  return found;
}

export function towersMultiplierAfter(difficulty: TowersDifficulty, rows: number): number {
  const { columns, hazardsPerRow } = towersDifficulty(difficulty);
  assertSteps(rows, TOWERS_ROWS);
  if (rows === 0) return 0;
  return edgedMultiplier(
    BigInt(columns) ** BigInt(rows),
    BigInt(columns - hazardsPerRow) ** BigInt(rows),
  );
}
