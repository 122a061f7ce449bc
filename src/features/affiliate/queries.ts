/** The referral statistics (GET /affiliate/stats), per period. */
import { queryOptions } from '@tanstack/react-query';
import { type AffiliatePeriod, affiliateStatsSchema } from '@/contracts/affiliate';
import { apiRequest } from '@/shared/api/rest';

export const affiliateKeys = {
  all: ['affiliate'] as const,
  stats: (days: AffiliatePeriod) => ['affiliate', 'stats', days] as const,
};

export function affiliateStatsQuery(days: AffiliatePeriod) {
  return queryOptions({
    queryKey: affiliateKeys.stats(days),
    queryFn: ({ signal }) =>
      apiRequest('/affiliate/stats', { schema: affiliateStatsSchema, query: { days }, signal }),
    staleTime: 60_000,
  });
}
