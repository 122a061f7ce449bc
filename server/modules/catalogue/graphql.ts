/**
 * The catalogue over GraphQL (spec part 1 §7 'Games'; operations and SDL in
 * src/contracts/catalogue-graphql.ts): GameTags, TPGamesGetAll, TPGame, TPGamesFeelingLucky,
 * GameToggleFavorite, playerTagCreate. startGame belongs to the game-provider module. The
 * signed-in player is the request's session (`app.accounts.currentUser`), the region its
 * country, as on every REST route.
 */

import type { GraphQLContext, GraphQLModule } from '@server/graphql/types';
import type { FastifyRequest } from 'fastify';
import { GraphQLScalarType } from 'graphql';
import type { FullGame, GameTag } from '@/contracts/catalogue';
import {
  gameArgs,
  gamesArgs,
  gamesGetAllArgs,
  playerTagArgs,
  toggleFavoriteArgs,
} from './graphql-args';
import { catalogueErrors, parseArgs } from './graphql-errors';
import type { Viewer } from './service';
import type { CatalogueGame } from './snapshot';
import { fullGame, gameTag } from './views';

const DEFAULT_GAMES_LIMIT = 20;

/** tagPriorities' type: any JSON value, passed through as is. */
const jsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value (TPGame.tagPriorities: tag id → priority).',
  serialize: (value) => value,
  parseValue: (value) => value,
});

async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const user = await request.server.accounts.currentUser(request);
  return { country: request.countryCode, userId: user?.id ?? null };
}

async function signedInViewer(request: FastifyRequest): Promise<Viewer & { userId: string }> {
  const viewer = await viewerOf(request);
  if (viewer.userId === null) throw catalogueErrors.signInRequired();
  return { ...viewer, userId: viewer.userId };
}

/** The full games, each marked favorite or not for the viewer (one query for all). */
async function fullGames(
  request: FastifyRequest,
  viewer: Viewer,
  games: CatalogueGame[],
): Promise<FullGame[]> {
  const favorites = viewer.userId
    ? await request.server.catalogue.favoritesAmong(viewer.userId, games)
    : new Set<number>();
  return games.map((game) => fullGame(game, favorites.has(game.id)));
}

export const catalogueGraphQL: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    "Any JSON value."
    scalar JSON
    enum Device {
      mobile
      desktop
    }
    type GameTag {
      id: ID!
      title: String!
      slug: String!
      "Games per page of this tag's list."
      pageSize: Int!
      showOnHomepage: Boolean!
    }
    type GameTagRef {
      id: ID!
      slug: String!
      title: String!
      "True for tags a game page does not list (popular, new releases)."
      excludeFromTags: Boolean!
    }
    type TPGame {
      id: ID!
      title: String!
      identifier: String!
      provider: String!
      "ISO country codes the game is not offered in."
      blacklist: [String!]!
      tagIds: [ID!]!
      hasFunMode: Boolean!
      category: String!
      popularity: Float!
      gid: String!
      squareImage: String!
      releasedAt: String!
      aggregator: String!
      iframeSubdomain: String
      devices: [Device!]!
      "Tag id → priority."
      tagPriorities: JSON!
      tags: [GameTagRef!]!
      "Always false for visitors."
      isFavorite: Boolean!
    }
    type FavoriteResult {
      identifier: String!
      isFavorite: Boolean!
    }
    type Query {
      "Every tag, in the operator's order."
      gameTags: [GameTag!]!
      "The games of one tag, one provider, or (signed in) the player's favorites."
      tpGamesGetAll(tagSlug: String, providerSlug: String, favorites: Boolean, device: Device): [TPGame!]!
      "One game, or null when there is none (or it is hidden)."
      tpGame(identifier: String!): TPGame
      "Games for a device in the visitor's region: random ones, or the most popular."
      tpGames(device: Device!, random: Boolean, limit: Int): [TPGame!]!
    }
    type Mutation {
      "Adds or removes a favorite (signed in); repeating it changes nothing."
      gameToggleFavorite(gameIdentifier: String!, isFavorite: Boolean!): FavoriteResult!
      "Records that the signed-in player opened a tag."
      playerTagCreate(tagId: String!): Boolean!
    }
  `,
  resolvers: {
    JSON: jsonScalar,
    Query: {
      gameTags: async (_parent, _args, { request }: GraphQLContext): Promise<GameTag[]> =>
        (await request.server.catalogue.snapshot()).tags.map(gameTag),

      tpGamesGetAll: async (_parent, args, { request }: GraphQLContext) => {
        const { tagSlug, providerSlug, device = null } = parseArgs(gamesGetAllArgs, args);
        const { catalogue } = request.server;
        if (tagSlug) {
          const viewer = await viewerOf(request);
          const games = await catalogue.gamesOfTag(tagSlug, viewer, device);
          if (!games) throw catalogueErrors.badInput(`No tag "${tagSlug}".`);
          return fullGames(request, viewer, games);
        }
        if (providerSlug) {
          const viewer = await viewerOf(request);
          const games = await catalogue.gamesOfProvider(providerSlug, viewer, device);
          if (!games) throw catalogueErrors.badInput(`No provider "${providerSlug}".`);
          return fullGames(request, viewer, games);
        }
        // The arguments' check leaves favorites: true as the only other source.
        const viewer = await signedInViewer(request);
        const games = await catalogue.favoriteGames(viewer.userId, viewer, device);
        return games.map((game) => fullGame(game, true));
      },

      tpGame: async (_parent, args, { request }: GraphQLContext) => {
        const { identifier } = parseArgs(gameArgs, args);
        const game = await request.server.catalogue.findGame(identifier);
        if (!game) return null;
        const [full] = await fullGames(request, await viewerOf(request), [game]);
        return full ?? null;
      },

      tpGames: async (_parent, args, { request }: GraphQLContext) => {
        const { device, random, limit } = parseArgs(gamesArgs, args);
        const viewer = await viewerOf(request);
        const count = limit ?? DEFAULT_GAMES_LIMIT;
        const { catalogue } = request.server;
        const games = random
          ? await catalogue.randomGames(viewer, device, count)
          : ((await catalogue.gamesOfTag('popular', viewer, device)) ?? []).slice(0, count);
        return fullGames(request, viewer, games);
      },
    },
    Mutation: {
      gameToggleFavorite: async (_parent, args, { request }: GraphQLContext) => {
        const { gameIdentifier, isFavorite } = parseArgs(toggleFavoriteArgs, args);
        const viewer = await signedInViewer(request);
        const stored = await request.server.catalogue.setFavorite(
          viewer.userId,
          gameIdentifier,
          isFavorite,
        );
        if (stored === null) throw catalogueErrors.gameNotFound(gameIdentifier);
        return { identifier: gameIdentifier, isFavorite: stored };
      },

      playerTagCreate: async (_parent, args, { request }: GraphQLContext) => {
        const { tagId } = parseArgs(playerTagArgs, args);
        const viewer = await signedInViewer(request);
        if (!(await request.server.catalogue.recordTagVisit(viewer.userId, tagId))) {
          throw catalogueErrors.badInput(`No tag with id ${tagId}.`);
        }
        return true;
      },
    },
  },
};
