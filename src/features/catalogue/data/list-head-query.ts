/**
 * A list's first page from the server (GET /api/tp-games/list-head, or the page's HTML where it
 * carried it), shown while the essentials load. It stands in only until the essentials arrive,
 * so it is kept for the visit but never persisted nor refetched on a push; a failure is not
 * retried: the list then waits for the essentials as it always did, and a retry would only
 * hold them back.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  type Device,
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

/** Whether the server answers a first page for this list key (favorites are the player's). */
export function hasListHead(listKey: string): boolean {
  return LIST_HEAD_KEY.test(listKey);
}

const PATH = LIST_HEAD_PATH.slice(API_BASE.length);

const toHeadGames = ({ games, total, provider }: ListHead): ListHeadGames => ({
  games: games.map(toListGame),
  total,
  provider,
});

export function listHeadQuery(listKey: string, device: Device) {
  const query = { list: listKey, device };
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'list-head', listKey, device] as const,
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
