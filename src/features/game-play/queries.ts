/**
 * The game page's server data: the game (TPGame), its fairness facts (GameFairness) and its
 * launch (StartGame), all through the
 * batched GraphQL client. A launch opens a provider session, so it is never retried on its
 * own, never refetched behind the player's back and never persisted: a new one starts only
 * when the game, mode or currency changes, or the player asks to try again.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { BalanceType } from '@/contracts/balances';
import {
  fullGameSchema,
  type GameMode,
  gameFairnessSchema,
  gameStartResultSchema,
} from '@/contracts/catalogue';
import {
  GAME_FAIRNESS_QUERY,
  START_GAME_MUTATION,
  TP_GAME_QUERY,
} from '@/contracts/catalogue-graphql';
import { graphqlRequest } from '@/shared/api/graphql';

export const gamePlayKeys = {
  game: (identifier: string) => ['game-play', 'game', identifier] as const,
  fairness: (identifier: string) => ['game-play', 'fairness', identifier] as const,
  launch: (identifier: string, mode: GameMode, currency: BalanceType) =>
    ['game-play', 'launch', identifier, mode, currency] as const,
};

const tpGameResult = z.object({ tpGame: z.nullable(fullGameSchema) });
const startGameResult = z.object({ startGame: gameStartResultSchema });
const fairnessResult = z.object({ gameFairness: gameFairnessSchema });

export function gameFairnessQuery(identifier: string) {
  return queryOptions({
    queryKey: gamePlayKeys.fairness(identifier),
    queryFn: async () =>
      (await graphqlRequest(GAME_FAIRNESS_QUERY, fairnessResult, { identifier })).gameFairness,
    staleTime: 60 * 60_000,
  });
}

export function gameDetailsQuery(identifier: string) {
  return queryOptions({
    queryKey: gamePlayKeys.game(identifier),
    queryFn: async () => (await graphqlRequest(TP_GAME_QUERY, tpGameResult, { identifier })).tpGame,
    staleTime: 5 * 60_000,
  });
}

export function gameLaunchQuery(identifier: string, mode: GameMode, currency: BalanceType) {
  return queryOptions({
    queryKey: gamePlayKeys.launch(identifier, mode, currency),
    queryFn: async () =>
      (
        await graphqlRequest(START_GAME_MUTATION, startGameResult, {
          gameIdentifier: identifier,
          mode,
          gameCurrency: currency,
        })
      ).startGame,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
