// @vitest-environment node
/**
 * Every catalogue operation of src/contracts/catalogue-graphql.ts run against the server and
 * parsed with the contract's zod schemas; favorites and tag visits need a player; bad input is
 * refused with the contract's codes; five operations in one batched request are all answered.
 */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import {
  buildClientSchema,
  buildSchema,
  findBreakingChanges,
  getIntrospectionQuery,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CATALOGUE_ERROR_CODES, fullGameSchema, gameTagSchema } from '@/contracts/catalogue';
import {
  CATALOGUE_SDL,
  GAME_TAGS_QUERY,
  GAME_TOGGLE_FAVORITE_MUTATION,
  PLAYER_TAG_CREATE_MUTATION,
  TP_GAME_QUERY,
  TP_GAMES_FEELING_LUCKY_QUERY,
  TP_GAMES_GET_ALL_QUERY,
} from '@/contracts/catalogue-graphql';
import {
  registerPlayer,
  type SessionClient,
  sessionClient,
  type TestPlayer,
} from '../account/session-client';

let ctx: TestContext;
let app: FastifyInstance;
let visitor: SessionClient;
let player: TestPlayer;

beforeAll(async () => {
  ctx = await createTestContext('catalogue-graphql');
  app = await ctx.app({ COUNTRY_HEADER: 'cf-ipcountry' });
  visitor = sessionClient(app);
  player = await registerPlayer(app, 'fav');
}, 60_000);
afterAll(() => ctx?.close());

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql(
  client: SessionClient,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer> {
  const response = await client.request('POST', '/api/graphql', { query, variables }, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GraphQLAnswer;
}

const fullGames = z.array(fullGameSchema);
const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code;

describe('the catalogue schema', () => {
  it('answers every field of the contract SDL except startGame (the game provider owns it)', async () => {
    const { data } = await gql(visitor, getIntrospectionQuery());
    const server = buildClientSchema(data as unknown as IntrospectionQuery);
    const breaking = findBreakingChanges(buildSchema(CATALOGUE_SDL), server).filter(
      (change) => !/startGame|GameStartResult|GameMode/.test(change.description),
    );
    expect(breaking).toEqual([]);
  });
});

describe('GameTags', () => {
  it('lists every core tag in the contract shape', async () => {
    const { data } = await gql(visitor, GAME_TAGS_QUERY);
    const tags = z.array(gameTagSchema).parse(data?.gameTags);
    for (const slug of ['popular', 'slots', 'livecasino', 'housegames', 'dropsandwins']) {
      expect(tags.map((tag) => tag.slug)).toContain(slug);
    }
    expect(tags.find((tag) => tag.slug === 'popular')?.showOnHomepage).toBe(true);
  });
});

describe('TPGamesGetAll', () => {
  it('lists a tag by priority, highest first', async () => {
    const { data } = await gql(visitor, TP_GAMES_GET_ALL_QUERY, { tagSlug: 'roulette' });
    const games = fullGames.parse(data?.tpGamesGetAll);
    expect(games.length).toBeGreaterThan(20);
    const tagId = games[0]?.tags.find((tag) => tag.slug === 'roulette')?.id ?? '';
    const priorities = games.map((game) => game.tagPriorities[tagId] ?? -1);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('lists a provider, most popular first, only games of the device asked for', async () => {
    const { data } = await gql(visitor, TP_GAMES_GET_ALL_QUERY, {
      providerSlug: 'pixel-pirates',
      device: 'mobile',
    });
    const games = fullGames.parse(data?.tpGamesGetAll);
    expect(games.length).toBeGreaterThan(50);
    expect(new Set(games.map((game) => game.provider))).toEqual(new Set(['Pixel Pirates']));
    expect(games.every((game) => game.devices.includes('mobile'))).toBe(true);
    const popularity = games.map((game) => game.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const all = await gql(visitor, TP_GAMES_GET_ALL_QUERY, { providerSlug: 'pixel-pirates' });
    expect(fullGames.parse(all.data?.tpGamesGetAll).length).toBeGreaterThan(games.length);
  });

  it("leaves out games barred in the request's country", async () => {
    const query = { providerSlug: 'northlight' };
    const anywhere = fullGames.parse(
      (await gql(visitor, TP_GAMES_GET_ALL_QUERY, query)).data?.tpGamesGetAll,
    );
    expect(anywhere.every((game) => game.blacklist.includes('US'))).toBe(true);
    const fromUs = await gql(visitor, TP_GAMES_GET_ALL_QUERY, query, { 'cf-ipcountry': 'US' });
    expect(fullGames.parse(fromUs.data?.tpGamesGetAll)).toEqual([]);
  });

  it('refuses an unknown tag, no source, or two sources with BAD_USER_INPUT', async () => {
    for (const variables of [
      { tagSlug: 'no-such-tag' },
      {},
      { tagSlug: 'slots', providerSlug: 'northlight' },
      { favorites: false },
    ]) {
      const answer = await gql(visitor, TP_GAMES_GET_ALL_QUERY, variables);
      expect(codeOf(answer), JSON.stringify(variables)).toBe(CATALOGUE_ERROR_CODES.badInput);
    }
  });

  it('needs a signed-in player for favorites', async () => {
    const answer = await gql(visitor, TP_GAMES_GET_ALL_QUERY, { favorites: true });
    expect(codeOf(answer)).toBe(CATALOGUE_ERROR_CODES.signInRequired);
  });
});

describe('TPGame', () => {
  it('answers one game in full, and null for an unknown one', async () => {
    const { data } = await gql(visitor, TP_GAME_QUERY, { identifier: 'plinko' });
    const game = fullGameSchema.parse(data?.tpGame);
    expect(game).toMatchObject({ identifier: 'plinko', isFavorite: false, aggregator: 'house' });
    expect(game.tags.map((tag) => tag.slug)).toContain('housegames');
    const missing = await gql(visitor, TP_GAME_QUERY, { identifier: 'no-such-game' });
    expect(missing.data?.tpGame).toBeNull();
  });
});

describe('TPGamesFeelingLucky', () => {
  it('picks a random game playable on the device', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const { data } = await gql(visitor, TP_GAMES_FEELING_LUCKY_QUERY, { device: 'desktop' });
      const [pick] = z.array(z.object({ identifier: z.string() })).parse(data?.tpGames);
      if (!pick) throw new Error('no game picked');
      seen.add(pick.identifier);
      const game = await app.catalogue.findGame(pick.identifier);
      expect(game?.devices).toContain('desktop');
      expect(game?.overrideLink).toBeNull();
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('picks only among games of the device and region that open at /game/{identifier}', async () => {
    const viewer = { country: 'US', userId: null };
    const pool = await app.catalogue.randomGames(viewer, 'mobile', 10_000);
    const { games } = await app.catalogue.snapshot();
    const expected = games.filter(
      (game) =>
        game.visible &&
        game.devices.includes('mobile') &&
        !game.blacklist.includes('US') &&
        game.overrideLink === null,
    );
    expect(pool.length).toBe(expected.length);
    expect(new Set(pool.map((game) => game.id))).toEqual(new Set(expected.map((game) => game.id)));
    const answer = await gql(
      visitor,
      'query { tpGames(device: mobile, random: true, limit: 100) { identifier } }',
      {},
      { 'cf-ipcountry': 'US' },
    );
    const picked = z.array(z.object({ identifier: z.string() })).parse(answer.data?.tpGames);
    expect(picked).toHaveLength(100);
    expect(new Set(picked.map((game) => game.identifier)).size).toBe(100);
  });

  it('refuses a limit out of range', async () => {
    const answer = await gql(visitor, 'query { tpGames(device: mobile, limit: 1000) { id } }');
    expect(codeOf(answer)).toBe(CATALOGUE_ERROR_CODES.badInput);
  });
});

describe('GameToggleFavorite', () => {
  const toggle = (client: SessionClient, gameIdentifier: string, isFavorite: boolean) =>
    gql(client, GAME_TOGGLE_FAVORITE_MUTATION, { gameIdentifier, isFavorite });
  const favorites = async () =>
    fullGames
      .parse(
        (await gql(player.client, TP_GAMES_GET_ALL_QUERY, { favorites: true })).data?.tpGamesGetAll,
      )
      .map((game) => game.identifier);

  it("answers a player's favorites and toggles no-store", async () => {
    for (const [query, variables] of [
      [TP_GAMES_GET_ALL_QUERY, { favorites: true }],
      [GAME_TOGGLE_FAVORITE_MUTATION, { gameIdentifier: 'crash', isFavorite: false }],
    ] as const) {
      const response = await player.client.request('POST', '/api/graphql', { query, variables });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('needs a signed-in player', async () => {
    const answer = await toggle(visitor, 'plinko', true);
    expect(codeOf(answer)).toBe(CATALOGUE_ERROR_CODES.signInRequired);
  });

  it('adds and removes idempotently, newest favorite first', async () => {
    for (let i = 0; i < 2; i++) {
      const { data } = await toggle(player.client, 'plinko', true);
      expect(data?.gameToggleFavorite).toEqual({ identifier: 'plinko', isFavorite: true });
    }
    await toggle(player.client, 'dice', true);
    expect(await favorites()).toEqual(['dice', 'plinko']);
    const game = await gql(player.client, TP_GAME_QUERY, { identifier: 'dice' });
    expect(fullGameSchema.parse(game.data?.tpGame).isFavorite).toBe(true);
    for (let i = 0; i < 2; i++) {
      const { data } = await toggle(player.client, 'dice', false);
      expect(data?.gameToggleFavorite).toEqual({ identifier: 'dice', isFavorite: false });
    }
    expect(await favorites()).toEqual(['plinko']);
  });

  it('refuses an unknown game with GAME_NOT_FOUND and stores nothing', async () => {
    const answer = await toggle(player.client, 'no-such-game', true);
    expect(codeOf(answer)).toBe(CATALOGUE_ERROR_CODES.gameNotFound);
    expect(await favorites()).toEqual(['plinko']);
  });
});

describe('playerTagCreate', () => {
  it('records a visit of a signed-in player to an existing tag', async () => {
    const { data } = await gql(visitor, GAME_TAGS_QUERY);
    const tagId = z.array(gameTagSchema).parse(data?.gameTags)[0]?.id;
    const answer = await gql(player.client, PLAYER_TAG_CREATE_MUTATION, { tagId });
    expect(answer).toEqual({ data: { playerTagCreate: true } });
    const again = await gql(player.client, PLAYER_TAG_CREATE_MUTATION, { tagId });
    expect(again).toEqual({ data: { playerTagCreate: true } });
  });

  it('refuses visitors, unknown tags and malformed ids', async () => {
    expect(codeOf(await gql(visitor, PLAYER_TAG_CREATE_MUTATION, { tagId: '1' }))).toBe(
      CATALOGUE_ERROR_CODES.signInRequired,
    );
    for (const tagId of ['999999', 'abc', '0', '']) {
      const answer = await gql(player.client, PLAYER_TAG_CREATE_MUTATION, { tagId });
      expect(codeOf(answer), tagId).toBe(CATALOGUE_ERROR_CODES.badInput);
    }
  });
});

describe('batching', () => {
  it('answers 5 operations sent in one HTTP request', async () => {
    const operations = [
      { query: GAME_TAGS_QUERY },
      { query: TP_GAME_QUERY, variables: { identifier: 'crash' } },
      { query: TP_GAMES_FEELING_LUCKY_QUERY, variables: { device: 'mobile' } },
      { query: TP_GAMES_GET_ALL_QUERY, variables: { tagSlug: 'baccarat' } },
      { query: TP_GAMES_GET_ALL_QUERY, variables: { favorites: true } },
    ];
    const response = await player.client.request('POST', '/api/graphql', operations);
    expect(response.statusCode).toBe(200);
    const answers = z
      .array(z.object({ data: z.record(z.string(), z.unknown()) }))
      .parse(response.json());
    expect(answers).toHaveLength(5);
    expect(z.array(gameTagSchema).parse(answers[0]?.data.gameTags).length).toBeGreaterThan(9);
    expect(fullGameSchema.parse(answers[1]?.data.tpGame).identifier).toBe('crash');
    expect(answers[2]?.data.tpGames).toHaveLength(1);
    expect(fullGames.parse(answers[3]?.data.tpGamesGetAll).length).toBeGreaterThan(10);
    expect(fullGames.parse(answers[4]?.data.tpGamesGetAll).map((g) => g.identifier)).toEqual([
      'plinko',
    ]);
  });
});
