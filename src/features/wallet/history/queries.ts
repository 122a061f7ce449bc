/**
 * The history dialog's server state: one query per page of a tab (GET /wallet/history) and
 * one per entry (GET /wallet/history/:entryId). Keys sit under ['wallet', 'history'], so the
 * wallet's invalidation on `transactionCreated` refreshes an open table live.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HistoryTab } from '@/contracts/history-types';
import {
  type HistoryOrder,
  type HistoryOrderBy,
  historyDetailsSchema,
  historyPageSchema,
} from '@/contracts/wallet-history';
import { apiRequest } from '@/shared/api/rest';

export interface HistoryPageParams {
  page: number;
  pageSize: number;
  orderBy: HistoryOrderBy;
  order: HistoryOrder;
}

const historyKeys = {
  page: (tab: HistoryTab, params: HistoryPageParams) =>
    ['wallet', 'history', 'page', tab, params] as const,
  entry: (entryId: string) => ['wallet', 'history', 'entry', entryId] as const,
};

export function historyPageQuery(tab: HistoryTab, params: HistoryPageParams) {
  return queryOptions({
    queryKey: historyKeys.page(tab, params),
    queryFn: ({ signal }) =>
      apiRequest('/wallet/history', {
        schema: historyPageSchema,
        query: { tab, ...params },
        signal,
      }),
    staleTime: 15_000,
  });
}

export function historyEntryQuery(entryId: string) {
  return queryOptions({
    queryKey: historyKeys.entry(entryId),
    queryFn: ({ signal }) =>
      apiRequest(`/wallet/history/${encodeURIComponent(entryId)}`, {
        schema: historyDetailsSchema,
        signal,
      }),
    staleTime: 60_000,
  });
}
