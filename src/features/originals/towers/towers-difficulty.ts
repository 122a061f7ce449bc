/** A towers difficulty's columns and hazards per row (spec part 2 §4), by its id. */
import { TOWERS_DIFFICULTIES, type TowersDifficulty } from '@/contracts/originals';

export function towersDifficulty(id: TowersDifficulty) {
  const found = TOWERS_DIFFICULTIES.find((d) => d.id === id);
  if (!found) throw new RangeError(`Unknown towers difficulty ${id}`);
  return found;
}
