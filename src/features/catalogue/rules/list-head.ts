/**
 * When a list may show the server's first page (GET /api/tp-games/list-head) while the
 * essentials load: only in the list's own order with nothing searched or filtered — that page
 * is exactly what the full list will start with then, so the tiles stay where they are.
 */
import type { ListOrder } from '@/catalogue/list-order';
import type { CollateState } from './collate';

/** `order`: the kind of the list's own order (known from its key before the list loads). */
export function showsOwnOrder(collate: CollateState, order: ListOrder['kind']): boolean {
  if (collate.searchTerm.trim() !== '' || collate.filters.providers.length > 0) return false;
  if (collate.sort === 'recommended') return true;
  // A stable sort by popularity leaves a popularity list as it is.
  return collate.sort === 'pop_desc' && order === 'popularity';
}
