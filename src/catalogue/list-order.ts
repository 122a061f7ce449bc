/**
 * The order a list holds its games in before the player sorts (spec part 1 §4.1): slots by
 * popularity, favorites by createdAt newest first, any other tag by the tag's priority
 * (highest first). A list without a tag (a provider's games) falls back to popularity.
 * Sorted like the player's sort (./sort-by-key): keys read once, dates parsed once.
 */
import type { EssentialGame } from '@/contracts/catalogue';
import { dateTime, sortByKey } from './sort-by-key';

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
  switch (order.kind) {
    case 'popularity':
      return sortByKey(games, (game) => game.popularity, -1);
    case 'createdAt':
      return sortByKey(games, (game) => dateTime(game.createdAt), -1);
    case 'tagPriority':
      return sortByKey(games, (game) => priorityOf(game, order.tagId), -1);
  }
}
