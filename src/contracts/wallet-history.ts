/**
 * The history dialog's calls (issue 5 'History'; spec part 1 §3 'Table state'): one page of the
 * player's ledger entries of a tab, server-side paged and sorted, and one entry with its
 * references for `historyDetails`. Pages count from 1, like the pagination the player sees.
 */
import { z } from 'zod/mini';
import { HISTORY_TABS } from './history-types';
import { historyEntrySchema } from './wallet';

export const HISTORY_ORDER_BY = ['createdAt', 'amount', 'type'] as const;
export type HistoryOrderBy = (typeof HISTORY_ORDER_BY)[number];
export const HISTORY_ORDERS = ['asc', 'desc'] as const;
export type HistoryOrder = (typeof HISTORY_ORDERS)[number];

/** Spec part 1 §9: table default page size 10. */
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_MAX_PAGE_SIZE = 100;
/** Far beyond any real history; keeps OFFSET bounded. */
export const HISTORY_MAX_PAGE = 100_000;

const intParam = (min: number, max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max))), fallback);

/** GET /api/wallet/history query. */
export const historyQuerySchema = z.object({
  tab: z._default(z.enum(HISTORY_TABS), 'all'),
  page: intParam(1, HISTORY_MAX_PAGE, 1),
  pageSize: intParam(1, HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE),
  orderBy: z._default(z.enum(HISTORY_ORDER_BY), 'createdAt'),
  order: z._default(z.enum(HISTORY_ORDERS), 'desc'),
});
export type HistoryQuery = z.output<typeof historyQuerySchema>;

export const historyPageSchema = z.object({
  rows: z.array(historyEntrySchema),
  /** Entries of the tab in all pages. */
  rowCount: z.number(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** A ledger entry id: a positive integer in decimal. */
export const historyEntryIdSchema = z.string().check(z.regex(/^[1-9]\d{0,17}$/));

/** One leg of the entry's transaction, as far as this player may see it. */
export const historyLegSchema = z.object({
  /** 'player' or a house account (house, payments, bonuses...). */
  account: z.string(),
  /** True for the player's own leg (this entry). Other players stay anonymous. */
  own: z.boolean(),
  amount: z.number(),
});
export type HistoryLeg = z.infer<typeof historyLegSchema>;

/** GET /api/wallet/history/:entryId */
export const historyDetailsSchema = z.object({
  entry: historyEntrySchema,
  legs: z.array(historyLegSchema),
});
export type HistoryDetails = z.infer<typeof historyDetailsSchema>;
