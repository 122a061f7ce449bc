/**
 * The feed's first page per tab (GET /bets-feed/latest); later rows come over the socket into
 * the same cache entries (feed-cache.ts), so the query itself never needs to poll. "My bets"
 * is keyed by the player, so one player's rows never show after another signs in.
 */
import { queryOptions } from '@tanstack/react-query';
import { type BetsFeedRow, type BetsFeedTab, betsFeedResponseSchema } from '@/contracts/bets-feed';
import { apiRequest } from '@/shared/api/rest';

export const betsFeedKeys = {
  all: ['bets-feed'] as const,
  tab: (tab: BetsFeedTab, userId: string | null) =>
    tab === 'mine' ? (['bets-feed', tab, userId] as const) : (['bets-feed', tab] as const),
};

export function betsFeedQuery(tab: BetsFeedTab, userId: string | null) {
  return queryOptions({
    queryKey: betsFeedKeys.tab(tab, userId),
    queryFn: async ({ signal }): Promise<BetsFeedRow[]> => {
      const { rows } = await apiRequest('/bets-feed/latest', {
        schema: betsFeedResponseSchema,
        query: { tab },
        signal,
      });
      return rows;
    },
    // Kept current by the socket; a reconnect refetches it (use-feed-updates.ts).
    staleTime: Number.POSITIVE_INFINITY,
  });
}
