/**
 * The history table's state (spec part 1 §3 'Table state': page, rowCount, pageSize, orderBy,
 * order, rows, loading). Page and sort are client state, one set per tab in a Jotai atom, so
 * a player who opens an entry's details and comes back finds the same page; rows, rowCount
 * and loading come from the page's query.
 */
import { useQuery } from '@tanstack/react-query';
import { atom, useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { HISTORY_TABS, type HistoryTab } from '@/contracts/history-types';
import type { HistoryEntry } from '@/contracts/wallet';
import {
  HISTORY_PAGE_SIZE,
  type HistoryOrder,
  type HistoryOrderBy,
} from '@/contracts/wallet-history';
import { firstOrderOf } from './history-columns';
import { historyPageQuery } from './queries';

export interface HistoryTableControls {
  /** From 1. */
  page: number;
  orderBy: HistoryOrderBy;
  order: HistoryOrder;
}

export const INITIAL_CONTROLS: HistoryTableControls = {
  page: 1,
  orderBy: 'createdAt',
  order: 'desc',
};

export const historyTableAtom = atom(
  Object.fromEntries(HISTORY_TABS.map((tab) => [tab, INITIAL_CONTROLS])) as Record<
    HistoryTab,
    HistoryTableControls
  >,
);

/** A click on a sortable heading: the same column flips the order, another one starts fresh. */
export function sortedBy(
  current: HistoryTableControls,
  orderBy: HistoryOrderBy,
): HistoryTableControls {
  const order =
    current.orderBy === orderBy
      ? current.order === 'asc'
        ? 'desc'
        : 'asc'
      : firstOrderOf(orderBy);
  return { page: 1, orderBy, order };
}

export function pageCountOf(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

export interface HistoryTableState extends HistoryTableControls {
  pageSize: number;
  rows: HistoryEntry[];
  rowCount: number;
  loading: boolean;
  error: Error | null;
  retry: () => void;
  setPage: (page: number) => void;
  sortBy: (orderBy: HistoryOrderBy) => void;
}

export function useHistoryTable(tab: HistoryTab): HistoryTableState {
  const [all, setAll] = useAtom(historyTableAtom);
  const controls = all[tab];
  const pageSize = HISTORY_PAGE_SIZE;
  const query = useQuery(historyPageQuery(tab, { ...controls, pageSize }));
  const rowCount = query.data?.rowCount ?? 0;

  const update = useCallback(
    (next: (current: HistoryTableControls) => HistoryTableControls) =>
      setAll((state) => ({ ...state, [tab]: next(state[tab]) })),
    [setAll, tab],
  );

  // Entries can disappear from under a remembered page only in tests and resets, but a page
  // past the end would otherwise show 'No results found' over a non-empty history.
  const lastPage = pageCountOf(rowCount, pageSize);
  useEffect(() => {
    if (query.data && controls.page > lastPage) update((c) => ({ ...c, page: lastPage }));
  }, [query.data, controls.page, lastPage, update]);

  return {
    ...controls,
    pageSize,
    rows: query.data?.rows ?? [],
    rowCount,
    loading: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
    setPage: (page) => update((c) => ({ ...c, page })),
    sortBy: (orderBy) => update((c) => sortedBy(c, orderBy)),
  };
}
