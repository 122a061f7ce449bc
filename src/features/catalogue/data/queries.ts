/**
 * The catalogue's server data (spec part 1 §7 'Games'): the essentials list, the tags and the
 * signed-in player's favorites. The essentials are not persisted to localStorage like the
 * account and settings: a few thousand games are megabytes of JSON, which would crowd the
 * storage quota and be re-serialised on every cache write; the service worker keeps the
 * response instead (stale-while-revalidate, sw/routes/catalogue.ts) and the ETag keeps
 * revalidation cheap. The essentials and tags are refetched when the server pushes
 * `catalogueUpdated`, the essentials past the worker's copy (shared/api/pushed-changes.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fullGameSchema, gameTagSchema } from '@/contracts/catalogue';
import { GAME_TAGS_QUERY, TP_GAMES_GET_ALL_QUERY } from '@/contracts/catalogue-graphql';
import { queryFetchOptions } from '@/shared/api/fresh-after-change';
import { graphqlRequest } from '@/shared/api/graphql';
import { fetchEssentials } from './fetch-essentials';
import type { Catalogue } from './parse-essentials';

const CATALOGUE_STALE_MS = 15 * 60_000;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  essentials: ['catalogue', 'essentials'] as const,
  tags: ['catalogue', 'tags'] as const,
  favorites: (userId: string) => ['catalogue', 'favorites', userId] as const,
};

export type { Catalogue } from './parse-essentials';

export function essentialsQuery() {
  return queryOptions({
    queryKey: catalogueKeys.essentials,
    queryFn: (context): Promise<Catalogue> => fetchEssentials(queryFetchOptions(context)),
    staleTime: CATALOGUE_STALE_MS,
    meta: { refetchOnPush: 'catalogueUpdated' },
  });
}

const gameTagsResultSchema = z.object({ gameTags: z.array(gameTagSchema) });

export function gameTagsQuery() {
  return queryOptions({
    queryKey: catalogueKeys.tags,
    queryFn: async () => (await graphqlRequest(GAME_TAGS_QUERY, gameTagsResultSchema)).gameTags,
    staleTime: CATALOGUE_STALE_MS,
    // Kept with the account and settings (a few dozen tags): a returning player's tag page knows
    // its list at the first render, and offline, where the worker cannot answer a GraphQL POST.
    meta: { persist: true, refetchOnPush: 'catalogueUpdated' },
  });
}

const favoritesResultSchema = z.object({ tpGamesGetAll: z.array(fullGameSchema) });

/** The identifiers of the player's favorite games (TPGamesGetAll with favorites). */
export function favoritesQuery(userId: string) {
  return queryOptions({
    queryKey: catalogueKeys.favorites(userId),
    queryFn: async (): Promise<string[]> => {
      const result = await graphqlRequest(TP_GAMES_GET_ALL_QUERY, favoritesResultSchema, {
        favorites: true,
      });
      return result.tpGamesGetAll.map((game) => game.identifier);
    },
    staleTime: 60_000,
  });
}
