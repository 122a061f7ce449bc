/**
 * Paging of a game list (spec part 1 §4.1): the page starts at 1, 'Load more' adds one, and
 * the list shows page × pageSize games. The button shows only outside preview, when not
 * hidden, and while games remain.
 */

export const FIRST_PAGE = 1;

export function visibleCount(page: number, pageSize: number): number {
  return Math.max(FIRST_PAGE, Math.floor(page)) * Math.max(1, Math.floor(pageSize));
}

export function nextPage(page: number): number {
  return page + 1;
}

export interface LoadMoreInput {
  preview: boolean;
  hidden: boolean;
  visible: number;
  total: number;
}

export function showsLoadMore({ preview, hidden, visible, total }: LoadMoreInput): boolean {
  return !preview && !hidden && visible < total;
}
