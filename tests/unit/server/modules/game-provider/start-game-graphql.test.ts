// @vitest-environment node
/**
 * StartGame over GraphQL with the generated catalogue: the contract's mutation answers a
 * playable sandbox URL on the provider's origin, and the request's session, country header and
 * user agent reach the rules (sign-in, region, device) with the contract's codes.
 */

import type { CatalogueGame } from '@server/modules/catalogue/snapshot';
import { theoreticalRtp } from '@server/modules/game-provider/sandbox/slot-math';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_ERROR_CODES,
  gameFairnessSchema,
  gameStartResultSchema,
} from '@/contracts/catalogue';
import { GAME_FAIRNESS_QUERY, START_GAME_MUTATION } from '@/contracts/catalogue-graphql';
import { registerPlayer, type SessionClient, sessionClient } from '../account/session-client';

let ctx: TestContext;
let app: FastifyInstance;
let games: readonly CatalogueGame[];

beforeAll(async () => {
  ctx = await createTestContext('start-game-graphql');
  app = await ctx.app({ COUNTRY_HEADER: 'cf-ipcountry' });
  games = (await app.catalogue.snapshot()).games.filter((g) => g.visible);
}, 60_000);
afterAll(() => ctx?.close());

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

function gameWhere(test: (game: CatalogueGame) => boolean): CatalogueGame {
  const game = games.find(test);
  if (!game) throw new Error('the generated catalogue has no such game');
  return game;
}

async function startGame(
  client: SessionClient,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await client.request(
    'POST',
    '/api/graphql',
    { query: START_GAME_MUTATION, variables },
    { headers },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data?: { startGame?: unknown } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const playable = (g: CatalogueGame) =>
  g.hasFunMode &&
  g.devices.includes('desktop') &&
  g.devices.includes('mobile') &&
  !g.blacklist.length;

describe('StartGame over GraphQL', () => {
  it('launches fun mode for a visitor and real mode for a player, each playable', async () => {
    const game = gameWhere(playable);
    const visitor = sessionClient(app);
    const fun = await startGame(visitor, {
      gameIdentifier: game.identifier,
      mode: 'fun',
      gameCurrency: 'cash',
    });
    const started = gameStartResultSchema.parse(fun.data?.startGame);
    // The game is the provider's page on the provider's own origin, never this site's.
    const url = new URL(started.url);
    expect(url.origin).toBe(app.config.gameProvider.origin);
    expect(url.origin).not.toBe('http://127.0.0.1:8080');
    const page = await app.gameProvider.site.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('slot-frame.js');

    const player = await registerPlayer(app);
    const real = await startGame(player.client, {
      gameIdentifier: game.identifier,
      mode: 'real',
      gameCurrency: 'usdt',
    });
    expect(gameStartResultSchema.parse(real.data?.startGame).supportedCurrencies).toContain('usdt');
  });

  it('answers each refusal with its code', async () => {
    const visitor = sessionClient(app);
    const game = gameWhere(playable);
    const codeOf = async (variables: Record<string, unknown>, headers?: Record<string, string>) =>
      (await startGame(visitor, variables, headers)).errors?.[0]?.extensions?.code;

    const base = { gameIdentifier: game.identifier, mode: 'fun', gameCurrency: 'cash' };
    expect(await codeOf({ ...base, mode: 'real' })).toBe(CATALOGUE_ERROR_CODES.signInRequired);
    expect(await codeOf({ ...base, gameIdentifier: 'no-such-game' })).toBe(
      CATALOGUE_ERROR_CODES.gameNotFound,
    );
    expect(await codeOf({ ...base, gameCurrency: 'dogecoin' })).toBe(
      CATALOGUE_ERROR_CODES.badInput,
    );
    const barred = gameWhere(
      (g) => g.hasFunMode && g.blacklist.length > 0 && g.devices.includes('desktop'),
    );
    expect(
      await codeOf(
        { ...base, gameIdentifier: barred.identifier },
        { 'cf-ipcountry': barred.blacklist[0] ?? '' },
      ),
    ).toBe(CATALOGUE_ERROR_CODES.regionBlocked);
    const desktopOnly = gameWhere(
      (g) => !g.devices.includes('mobile') && !g.blacklist.length && g.hasFunMode,
    );
    expect(
      await codeOf({ ...base, gameIdentifier: desktopOnly.identifier }, { 'user-agent': PHONE }),
    ).toBe(CATALOGUE_ERROR_CODES.deviceUnsupported);
    const realOnly = gameWhere(
      (g) => !g.hasFunMode && !g.blacklist.length && g.devices.includes('desktop'),
    );
    expect(await codeOf({ ...base, gameIdentifier: realOnly.identifier })).toBe(
      CATALOGUE_ERROR_CODES.funModeUnavailable,
    );
  });
});

describe('GameFairness over GraphQL', () => {
  async function fairness(identifier: string) {
    const response = await sessionClient(app).request(
      'POST',
      '/api/graphql',
      { query: GAME_FAIRNESS_QUERY, variables: { identifier } },
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data?: { gameFairness?: unknown } | null;
      errors?: { extensions?: { code?: string } }[];
    };
  }

  it('states a provider game’s aggregator and the return its slot’s own paytable gives', async () => {
    const game = gameWhere((g) => g.aggregator !== 'house');
    const answer = gameFairnessSchema.parse((await fairness(game.identifier)).data?.gameFairness);
    expect(answer).toEqual({
      identifier: game.identifier,
      aggregator: game.aggregator,
      rtp: Math.round(theoreticalRtp() * 10_000) / 100,
    });
    expect(answer.rtp).toBe(96.31);
  });

  it('answers GAME_NOT_FOUND for an unknown game and for a house game', async () => {
    const house = gameWhere((g) => g.aggregator === 'house');
    for (const identifier of ['no-such-game', house.identifier]) {
      const answer = await fairness(identifier);
      expect(answer.errors?.[0]?.extensions?.code).toBe(CATALOGUE_ERROR_CODES.gameNotFound);
    }
  });
});

describe('StartGame rate limit', () => {
  it('refuses a client that opens more than 60 games a minute, and only that client', async () => {
    // Refused inputs still count: the limit is asked before anything else.
    const nope = { gameIdentifier: 'nope', mode: 'fun', gameCurrency: 'cash' };
    const codeOf = async (client: SessionClient) =>
      (await startGame(client, nope)).errors?.[0]?.extensions?.code;
    const busy = sessionClient(app, '10.9.8.7');
    for (let i = 0; i < 60; i += 1) {
      expect(await codeOf(busy)).toBe(CATALOGUE_ERROR_CODES.gameNotFound);
    }
    expect(await codeOf(busy)).toBe(CATALOGUE_ERROR_CODES.rateLimited);
    expect(await codeOf(sessionClient(app, '10.9.8.6'))).toBe(CATALOGUE_ERROR_CODES.gameNotFound);
  });
});
