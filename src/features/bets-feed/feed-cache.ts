/**
 * A settled bet from the socket goes to the top of each cached tab it belongs to, which keeps
 * its 12 newest rows. A tab not fetched yet is left alone: its first fetch will include the bet.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  BETS_FEED_ROWS,
  type BetsFeedEvent,
  type BetsFeedRow,
  tabsOfRow,
} from '@/contracts/bets-feed';
import { betsFeedKeys } from './queries';

export function withNewRow(rows: readonly BetsFeedRow[], row: BetsFeedRow): BetsFeedRow[] {
  // A bet the first fetch already brought (it raced the socket) is not shown twice.
  return [row, ...rows.filter((existing) => existing.id !== row.id)].slice(0, BETS_FEED_ROWS);
}

export function addFeedEvent(
  queryClient: QueryClient,
  event: BetsFeedEvent,
  userId: string | null,
): void {
  for (const tab of tabsOfRow(event.row, event.mine)) {
    if (tab === 'mine' && !userId) continue;
    queryClient.setQueryData<BetsFeedRow[]>(betsFeedKeys.tab(tab, userId), (rows) =>
      rows ? withNewRow(rows, event.row) : rows,
    );
  }
}
