/**
 * Stake's float-driven Fisher–Yates (mines, Dragon Tower): the i-th float picks
 * floor(float × remaining) from the items not picked yet, which are kept in their order.
 */

/** The first `picks` items of the shuffle of `items` driven by `floats` (one float a pick). */
export function shuffledPicks<T>(
  items: readonly T[],
  floats: readonly number[],
  picks: number,
): T[] {
  if (picks > items.length || picks > floats.length) {
    throw new RangeError(`${picks} picks need ${picks} items and floats`);
  }
  const remaining = [...items];
  const picked: T[] = [];
  for (const float of floats.slice(0, picks)) {
    picked.push(...remaining.splice(Math.floor(float * remaining.length), 1));
  }
  return picked;
}
