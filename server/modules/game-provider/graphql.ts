/**
 * Module game-provider over GraphQL: the StartGame mutation and the GameFairness query
 * (contracts/catalogue-graphql). The types repeat CATALOGUE_SDL's exactly, so the schema
 * merges them with the catalogue's own.
 */
import { GAME_MODES, type GameMode } from '@/contracts/catalogue';
import type { GraphQLModule } from '../../graphql/types';
import { deviceOf } from './device-of';
import { startGameErrors } from './start-game-errors';

function modeOf(value: unknown): GameMode {
  const mode = GAME_MODES.find((m) => m === value);
  if (!mode) throw startGameErrors.badInput('mode must be fun or real.');
  return mode;
}

const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string') throw startGameErrors.badInput(`${name} must be a string.`);
  return value;
};

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
        const identifier = text(args.identifier, 'identifier');
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
        return app.gameProvider.startGame(
          {
            gameIdentifier: text(args.gameIdentifier, 'gameIdentifier'),
            mode: modeOf(args.mode),
            gameCurrency: text(args.gameCurrency, 'gameCurrency'),
          },
          {
            userId: user?.id ?? null,
            countryCode: request.countryCode,
            restrictedRegion: request.restrictedRegion,
            device: deviceOf(request.headers['user-agent']),
            locale,
          },
        );
      },
    },
  },
};
