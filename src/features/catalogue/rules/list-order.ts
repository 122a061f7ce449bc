/**
 * The order a list holds its games in before the player sorts (spec part 1 §4.1): slots by
 * popularity, favorites by createdAt newest first, any other tag by the tag's priority
 * (highest first). A list without a tag (a provider's games) falls back to popularity.
 */
import type { EssentialGame } from '@/contracts/catalogue';

export type ListOrder =
  | { kind: 'popularity' }
  | { kind: 'createdAt' }
  | { kind: 'tagPriority'; tagId: string };

type Orderable = Pick<EssentialGame, 'popularity' | 'createdAt' | 'tagPriorities'>;

function priorityOf(game: Orderable, tagId: string): number {
  return Object.hasOwn(game.tagPriorities, tagId) ? (game.tagPriorities[tagId] ?? 0) : 0;
}

/** A new array in the list's own order; ties keep the catalogue's order (stable sort). */
export function inListOrder<T extends Orderable>(games: readonly T[], order: ListOrder): T[] {
  const copy = [...games];
  switch (order.kind) {
    case 'popularity':
      return copy.sort((a, b) => b.popularity - a.popularity);
    case 'createdAt':
      return copy.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    case 'tagPriority':
      return copy.sort((a, b) => priorityOf(b, order.tagId) - priorityOf(a, order.tagId));
  }
}
