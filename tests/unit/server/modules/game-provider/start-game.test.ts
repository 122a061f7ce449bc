// @vitest-environment node
/**
 * StartGame's rules, each refusal with its contract code, against a test app's real sandbox
 * provider and responsible-gambling gate and an in-memory catalogue; a refused start opens
 * no provider session.
 */

import { gameSessions } from '@server/db/schema';
import { verifySessionToken } from '@server/modules/game-provider/session-token';
import { createTestContext, type TestContext } from '@tests/support/app';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_ERROR_CODES } from '@/contracts/catalogue';
import { registerPlayer } from '../account/session-client';
import { SLOT, sessionIdOf, startGameOn, visitor } from './games';

let ctx: TestContext;
let app: FastifyInstance;
let startGame: ReturnType<typeof startGameOn>;

beforeAll(async () => {
  ctx = await createTestContext('start-game');
  app = await ctx.app();
  startGame = startGameOn(app);
}, 60_000);
afterAll(() => ctx?.close());

async function sessionCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(gameSessions);
  return row?.n ?? 0;
}

async function refusal(promise: Promise<unknown>): Promise<{ code: unknown; message: string }> {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as GraphQLError | null;
  expect(error, 'expected a refusal').not.toBeNull();
  return { code: error?.extensions.code, message: error?.message ?? '' };
}

const fun = { gameIdentifier: SLOT.identifier, mode: 'fun' as const, gameCurrency: 'cash' };

describe('StartGame', () => {
  it('starts a visitor’s fun game: a sandbox URL and a token naming no player', async () => {
    const result = await startGame(fun, visitor);
    expect(result.url).toMatch(/^http:\/\/localhost:8081\/sandbox\/provider\/play\?session=gs_/);
    expect(result.partnerId).toBe('kadibet-sandbox');
    expect(result.supportedCurrencies).toContain('cash');
    const check = await verifySessionToken(app.gameProvider.secret, result.token, Date.now());
    expect(check).toMatchObject({ ok: true, claims: { uid: null, mode: 'fun', cur: 'cash' } });
    const state = await app.gameProvider.sandbox.state(sessionIdOf(result.url));
    expect(state).toMatchObject({ mode: 'fun', title: SLOT.title, balance: 100_000_000_000n });
  });

  it('starts a player’s real game bound to them, the game, the mode and the currency', async () => {
    const player = await registerPlayer(app);
    const result = await startGame(
      { ...fun, mode: 'real', gameCurrency: 'XRP' },
      { ...visitor, userId: player.id },
    );
    const check = await verifySessionToken(app.gameProvider.secret, result.token, Date.now());
    expect(check).toMatchObject({
      ok: true,
      claims: { uid: player.id, game: SLOT.identifier, mode: 'real', cur: 'xrp' },
    });
  });

  it.each([
    [
      'an empty identifier',
      { ...fun, gameIdentifier: '  ' },
      visitor,
      CATALOGUE_ERROR_CODES.badInput,
    ],
    [
      'an unknown currency',
      { ...fun, gameCurrency: 'eur' },
      visitor,
      CATALOGUE_ERROR_CODES.badInput,
    ],
    [
      'an unknown game',
      { ...fun, gameIdentifier: 'nope' },
      visitor,
      CATALOGUE_ERROR_CODES.gameNotFound,
    ],
    [
      'a house game',
      { ...fun, gameIdentifier: 'dice' },
      visitor,
      CATALOGUE_ERROR_CODES.gameNotFound,
    ],
    [
      'a blacklisted country',
      fun,
      { ...visitor, countryCode: 'US' },
      CATALOGUE_ERROR_CODES.regionBlocked,
    ],
    [
      'real money from a restricted region',
      { ...fun, mode: 'real' as const },
      { ...visitor, userId: 'someone', restrictedRegion: true },
      CATALOGUE_ERROR_CODES.regionBlocked,
    ],
    [
      'a desktop-only game on a phone',
      { ...fun, gameIdentifier: 'desk-only' },
      { ...visitor, device: 'mobile' as const },
      CATALOGUE_ERROR_CODES.deviceUnsupported,
    ],
    [
      'fun mode of a game without one',
      { ...fun, gameIdentifier: 'live-roulette' },
      visitor,
      CATALOGUE_ERROR_CODES.funModeUnavailable,
    ],
    [
      'real mode for a visitor',
      { ...fun, mode: 'real' as const },
      visitor,
      CATALOGUE_ERROR_CODES.signInRequired,
    ],
  ])('refuses %s and opens no session', async (_name, input, who, code) => {
    const before = await sessionCount();
    expect((await refusal(startGame(input, who))).code).toBe(code);
    expect(await sessionCount()).toBe(before);
  });

  it('tells a visitor asking for real money to log in', async () => {
    const { message } = await refusal(startGame({ ...fun, mode: 'real' }, visitor));
    expect(message).toBe('Please Login To Continue');
  });

  it('refuses real money during a break, with its end, but still allows fun mode', async () => {
    const player = await registerPlayer(app);
    await app.responsibleGambling.takeBreak(player.id, '24h');
    const before = await sessionCount();
    const refused = await refusal(
      startGame({ ...fun, mode: 'real' }, { ...visitor, userId: player.id }),
    );
    expect(refused.code).toBe(CATALOGUE_ERROR_CODES.selfExcluded);
    expect(refused.message).toMatch(/taking a break until/);
    expect(await sessionCount()).toBe(before);
    await expect(startGame(fun, { ...visitor, userId: player.id })).resolves.toHaveProperty('url');
  });
});
