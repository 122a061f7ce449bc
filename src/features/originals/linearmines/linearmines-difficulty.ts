/** A Mission Uncrossable difficulty's hazard chance and lane count, by its id. */
import { LINEARMINES_DIFFICULTIES, type LinearminesDifficulty } from '@/contracts/originals';

export function linearminesDifficulty(id: LinearminesDifficulty) {
  const found = LINEARMINES_DIFFICULTIES.find((d) => d.id === id);
  if (!found) throw new RangeError(`Unknown Mission Uncrossable difficulty ${id}`);
  return found;
}
