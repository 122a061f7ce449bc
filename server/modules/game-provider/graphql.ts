/**
 * Module game-provider over GraphQL: the StartGame mutation (contracts/catalogue-graphql). The
 * types repeat CATALOGUE_SDL's exactly, so the schema merges them with the catalogue's own.
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
    type Mutation {
      "Opens a provider session for the game; the url is the provider's page to embed."
      startGame(gameIdentifier: String!, mode: GameMode!, gameCurrency: String!): GameStartResult!
    }
  `,
  resolvers: {
    Mutation: {
      startGame: async (_parent, args, { request, locale }) => {
        const app = request.server;
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
