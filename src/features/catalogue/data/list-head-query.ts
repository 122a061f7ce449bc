/**
 * A list's first page from the server (GET /api/tp-games/list-head, or the page's HTML where it
 * carried it; the signed-in player's favorites from GET /api/tp-games/favorites-head), shown
 * while the essentials load. It stands in only until the essentials arrive, so it is kept for
 * the visit but never persisted nor refetched on a push; a failure is not retried: the list
 * then waits for the essentials as it always did, and a retry would only hold them back.
 */
import { queryOptions } from '@tanstack/react-query';
import { FAVORITES_LIST_KEY } from '@/catalogue/list-source';
import {
  type Device,
  FAVORITES_HEAD_PATH,
  LIST_HEAD_KEY,
  LIST_HEAD_PATH,
  type ListHead,
  listHeadSchema,
  type Provider,
} from '@/contracts/catalogue';
import { takePageResponse } from '@/shared/api/page-responses';
import { API_BASE, apiRequest } from '@/shared/api/rest';
import { type ListGame, toListGame } from '../rules/list-game';
import { catalogueKeys } from './queries';

export interface ListHeadGames {
  /** The list's first page, in the list's own order. */
  games: ListGame[];
  /** How many games the whole list holds. */
  total: number;
  /** A provider list's provider, as the essentials will list it. */
  provider?: Provider;
}

/** One type for both first-page queries, so a list holds either in the same hook. */
type HeadQueryKey = readonly string[];

const PATH = LIST_HEAD_PATH.slice(API_BASE.length);
const FAVORITES_PATH = FAVORITES_HEAD_PATH.slice(API_BASE.length);

const toHeadGames = ({ games, total, provider }: ListHead): ListHeadGames => ({
  games: games.map(toListGame),
  total,
  provider,
});

export function listHeadQuery(listKey: string, device: Device) {
  const query = { list: listKey, device };
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'list-head', listKey, device] as HeadQueryKey,
    queryFn: async ({ signal }): Promise<ListHeadGames> =>
      toHeadGames(await apiRequest(PATH, { schema: listHeadSchema, query, signal })),
    // The page's HTML carries the first pages of the lists it shows: the first render has them.
    initialData: () => {
      const head = takePageResponse(PATH, { schema: listHeadSchema, query });
      return head && toHeadGames(head);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The signed-in player's favorites' first page: theirs, so never in the page's HTML. */
export function favoritesHeadQuery(userId: string, device: Device) {
  return queryOptions({
    // Under the favorites' key: whatever refreshes their favorites refreshes it too.
    queryKey: [...catalogueKeys.favorites(userId), 'head', device] as HeadQueryKey,
    queryFn: async ({ signal }): Promise<ListHeadGames> =>
      toHeadGames(
        await apiRequest(FAVORITES_PATH, { schema: listHeadSchema, query: { device }, signal }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The first-page query of the list a key names, or null where the server has none: the
 * favorites for a visitor, the search's list, a key it does not know.
 */
export function headQueryOf(listKey: string | undefined, device: Device, userId: string | null) {
  if (listKey === FAVORITES_LIST_KEY) return userId ? favoritesHeadQuery(userId, device) : null;
  return listKey !== undefined && LIST_HEAD_KEY.test(listKey)
    ? listHeadQuery(listKey, device)
    : null;
}
