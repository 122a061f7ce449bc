/**
 * The games of one list, from the essentials query: undefined while the catalogue loads.
 * Memoised on the catalogue and the source, so typing in the search box reuses it.
 *
 * Until the essentials arrive, a list in its own order (no search, filter or other sort) shows
 * its first page from the server's small list-head answer instead of skeletons. The essentials
 * are asked for only once that answer has failed, or is in and the player reaches for the page
 * (or asks for more than the first page), or it has been quiet for a while: on a slow network
 * the two would otherwise share it, and the small one would arrive as late as the big one; and
 * on a phone their parsing and the lists' second render would hold the main thread while the
 * page is still starting, for games the player has not asked to see.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { ListSource } from '@/catalogue/list-source';
import { selectListGames } from '@/catalogue/select-list-games';
import { usePlayerEngaged } from '@/shared/lib/use-player-engaged';
import { useCurrentUser } from '@/shared/session';
import { headQueryOf, type ListHeadGames, listHeadQuery } from '../data/list-head-query';
import { catalogueKeys, essentialsQuery } from '../data/queries';
import { useDeviceClass } from '../data/use-device-class';
import type { ListGame } from '../rules/list-game';

export interface ListGames {
  games: ListGame[] | undefined;
  /** The list's first page from the server while `games` is undefined (and one was wanted). */
  head: ListHeadGames | undefined;
  isError: boolean;
  refetch: () => void;
}

export interface ListHeadOptions {
  /** The list's key while its source is still being worked out (e.g. the tag loads). */
  listKey?: string;
  /** False once the player searches, filters or sorts: the first page is not what they asked. */
  wanted: boolean;
  /** The player asked for more than the first page ("Load more"): the essentials have it. */
  more?: boolean;
}

export function useListGames(
  source: ListSource | undefined,
  options: ListHeadOptions = { wanted: false },
): ListGames {
  const device = useDeviceClass();
  const client = useQueryClient();
  const { user } = useCurrentUser();
  const headQuery = headQueryOf(source?.key ?? options.listKey, device, user?.id ?? null);
  const head = useQuery({
    // One hook call either way: a list without a first page asks for none.
    ...(headQuery ?? listHeadQuery('', device)),
    enabled: () =>
      options.wanted &&
      headQuery !== null &&
      client.getQueryData(catalogueKeys.essentials) === undefined,
  });
  const waitingForHead = head.isPending && head.fetchStatus !== 'idle';
  // With a first page to show, the essentials wait for the player to reach for the page: on a
  // slow network their 170 KB would otherwise share it with the first row's pictures and the
  // page's code, and their parsing the main thread with the page's start.
  const engaged = usePlayerEngaged(head.data !== undefined);
  // Wanted now: no first page to show, or the player asked past it (more, a search, a filter).
  const needed = head.data === undefined || !options.wanted || (options.more ?? false) || engaged;
  const { data, isError, refetch } = useQuery({
    ...essentialsQuery(),
    enabled: !waitingForHead && needed,
  });
  // The catalogue's arrival re-renders every list on the page: deferred, that render can yield
  // to the browser between components instead of holding a phone's main thread for the lot
  // (React Query's update is otherwise synchronous); the head or skeletons show meanwhile.
  const catalogue = useDeferredValue(data);
  const games = useMemo(
    () => (catalogue && source ? selectListGames(catalogue.games, source, device) : undefined),
    [catalogue, source, device],
  );
  const showsHead = games === undefined && options.wanted && headQuery !== null;
  return {
    games,
    head: showsHead ? head.data : undefined,
    isError,
    refetch: () => void refetch(),
  };
}
