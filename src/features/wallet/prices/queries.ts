/**
 * The coin prices the cashier converts with (GET /wallet/prices), refreshed every half minute
 * while a cashier tab shows them: the server fixes the real price when money moves, these are
 * for the player's quote.
 */
import { queryOptions } from '@tanstack/react-query';
import { type CoinPrice, coinPriceListSchema } from '@/contracts/coin-prices';
import { apiRequest } from '@/shared/api/rest';

export const coinPriceKeys = { all: ['wallet', 'prices'] as const };

export function coinPricesQuery() {
  return queryOptions({
    queryKey: coinPriceKeys.all,
    queryFn: async ({ signal }): Promise<CoinPrice[]> =>
      (await apiRequest('/wallet/prices', { schema: coinPriceListSchema, signal })).prices,
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
}
