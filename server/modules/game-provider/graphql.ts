/**
 * Module game-provider over GraphQL: the StartGame mutation and the GameFairness query
 * (contracts/catalogue-graphql). The types repeat CATALOGUE_SDL's exactly, so the schema
 * merges them with the catalogue's own.
 */

import type { GraphQLModule } from '@server/graphql/types';
import { z } from 'zod';
import { GAME_MODES } from '@/contracts/catalogue';
import { gameArgs } from '../catalogue/graphql-args';
import { parseArgs } from '../catalogue/graphql-errors';
import { deviceOf } from './device-of';
import { startGameErrors } from './start-game-errors';

/** Only the types: StartGame's own rules (start-game.ts) check the values, with their words. */
const startGameArgs = z.object({
  gameIdentifier: z.string(),
  mode: z.enum(GAME_MODES),
  gameCurrency: z.string(),
});

export const gameProviderGraphQL: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    enum GameMode {
      fun
      real
    }
    type GameStartResult {
      url: String!
      token: String!
      partnerId: String!
      supportedCurrencies: [String!]!
    }
    type GameFairness {
      identifier: String!
      aggregator: String!
      rtp: Float!
    }
    type Query {
      "How a provider's game decides its rounds: its aggregator and return to player (percent)."
      gameFairness(identifier: String!): GameFairness!
    }
    type Mutation {
      "Opens a provider session for the game; the url is the provider's page to embed."
      startGame(gameIdentifier: String!, mode: GameMode!, gameCurrency: String!): GameStartResult!
    }
  `,
  resolvers: {
    Query: {
      gameFairness: async (_parent, args, { request }) => {
        const app = request.server;
        const { identifier } = parseArgs(gameArgs, args);
        const game = await app.catalogue.findGame(identifier);
        if (!game || game.aggregator === 'house') throw startGameErrors.gameNotFound(identifier);
        const rtp = Math.round(app.gameProvider.sandbox.returnToPlayer * 10_000) / 100;
        return { identifier: game.identifier, aggregator: game.aggregator, rtp };
      },
    },
    Mutation: {
      startGame: async (_parent, args, { request, locale }) => {
        const app = request.server;
        await app.gameProvider.limitStarts(request);
        const user = await app.accounts.currentUser(request);
        return app.gameProvider.startGame(parseArgs(startGameArgs, args), {
          userId: user?.id ?? null,
          countryCode: request.countryCode,
          restrictedRegion: request.restrictedRegion,
          device: deviceOf(request.headers['user-agent']),
          locale,
        });
      },
    },
  },
};
