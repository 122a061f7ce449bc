/**
 * The Buy crypto tab's server calls: the player's card purchases (a query keyed under
 * ['wallet', 'onramp'], kept live by `onrampOrderUpdated`) and starting one, sent with the
 * idempotency key of the purchase the player intends.
 */
import { queryOptions } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@/contracts/money';
import {
  type OnrampOrder,
  type OnrampOrderBody,
  onrampOrderListSchema,
  type StartedOnrampOrder,
  startedOnrampOrderSchema,
} from '@/contracts/onramp';
import { apiRequest } from '@/shared/api/rest';
import { onrampKeys } from './onramp-keys';

export function onrampOrdersQuery() {
  return queryOptions({
    queryKey: onrampKeys.orders,
    queryFn: async ({ signal }): Promise<OnrampOrder[]> =>
      (await apiRequest('/onramp/orders', { schema: onrampOrderListSchema, signal })).orders,
    staleTime: 30_000,
  });
}

export function startOnrampOrder(body: OnrampOrderBody, key: string): Promise<StartedOnrampOrder> {
  return apiRequest('/onramp/orders', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
    schema: startedOnrampOrderSchema,
  });
}
