// @vitest-environment node
/**
 * GET /api/tp-games/list-head: a list's first page, the very games the client would show first
 * once the essentials arrive (same rules, same order), for the visitor's region and device;
 * a validator and 304; a clear 404 or 400 for a list that does not exist or a bad question.
 * GET /api/tp-games/favorites-head: the same for a signed-in player's favorites, theirs only.
 */
import { essentialGame as essentialOf, gameTag } from '@server/modules/catalogue/views';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  allGamesSource,
  favoritesSource,
  type ListSource,
  providerSource,
  relatedSource,
  selectListGames,
  slotsSource,
  tagSource,
} from '@/catalogue';
import {
  type Device,
  ESSENTIALS_PATH,
  type Essentials,
  essentialsSchema,
  FAVORITES_HEAD_PATH,
  fullGameSchema,
  LIST_HEAD_PATH,
  type ListHead,
  listHeadSchema,
} from '@/contracts/catalogue';

import {
  GAME_TOGGLE_FAVORITE_MUTATION,
  TP_GAMES_GET_ALL_QUERY,
} from '@/contracts/catalogue-graphql';
import { registerPlayer, type TestPlayer } from '../account/session-client';

let ctx: TestContext;
let app: FastifyInstance;
let player: TestPlayer;

beforeAll(async () => {
  ctx = await createTestContext('catalogue-list-head');
  app = await ctx.app({ COUNTRY_HEADER: 'cf-ipcountry' });
  player = await registerPlayer(app, 'heads');
}, 60_000);
afterAll(() => ctx?.close());

const fromCountry = (country?: string): Record<string, string> =>
  country ? { 'cf-ipcountry': country } : {};

function getHead(list: string, device: string, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ list, device });
  return app.inject({ method: 'GET', url: `${LIST_HEAD_PATH}?${query}`, headers });
}

async function head(list: string, device: Device, country?: string): Promise<ListHead> {
  const response = await getHead(list, device, fromCountry(country));
  expect(response.statusCode, response.body).toBe(200);
  return listHeadSchema.parse(response.json());
}

async function essentials(country?: string): Promise<Essentials> {
  const response = await app.inject({ url: ESSENTIALS_PATH, headers: fromCountry(country) });
  return essentialsSchema.parse(response.json());
}

/** The lists of the catalogue pages, built as the client builds them. */
async function clientSources(): Promise<ListSource[]> {
  const snapshot = await app.catalogue.snapshot();
  const tag = (slug: string) => {
    const found = snapshot.tagBySlug.get(slug);
    if (!found) throw new Error(`no tag ${slug}`);
    return tagSource(gameTag(found));
  };
  const provider = snapshot.providerBySlug.get('aurora-spin');
  const barredInUs = snapshot.providerBySlug.get('northlight');
  const game = snapshot.gameByIdentifier.get('aurora-spin-frozen-raiders');
  if (!provider || !barredInUs || !game) throw new Error('seed changed');
  const related = essentialOf(game).tags.map((ref) => ref.slug);
  const shown = related.filter((slug) => !snapshot.tagBySlug.get(slug)?.excludeFromTags);
  return [
    allGamesSource(),
    slotsSource(),
    tag('slots'),
    tag('roulette'),
    tag('new-releases'),
    providerSource(provider),
    providerSource(barredInUs),
    relatedSource(game.identifier, shown),
  ];
}

describe('GET /api/tp-games/list-head', () => {
  it('answers the first page the client picks from the essentials, in the same order', async () => {
    for (const country of [undefined, 'US']) {
      const catalogue = (await essentials(country)).games;
      for (const source of await clientSources()) {
        for (const device of ['mobile', 'desktop'] as const) {
          const expected = selectListGames(catalogue, source, device);
          const answer = await head(source.key, device, country);
          const label = `${source.key} ${device} ${country ?? 'anywhere'}`;
          expect(answer.games, label).toEqual(expected.slice(0, source.pageSize));
          expect(answer.total, label).toBe(expected.length);
        }
      }
    }
  });

  it('fills a page for the catalogue pages a player opens first', async () => {
    const slots = await head('tag:slots', 'mobile');
    expect(slots.games).toHaveLength(30);
    expect(slots.total).toBeGreaterThan(1_000);
    expect((await head('provider:aurora-spin', 'mobile')).games).toHaveLength(24);
    expect((await head('related:aurora-spin-frozen-raiders', 'mobile')).games).toHaveLength(14);
  });

  it('names a provider list’s provider as the essentials do, for the page’s title', async () => {
    for (const country of [undefined, 'US']) {
      const listed = (await essentials(country)).providers;
      const aurora = await head('provider:aurora-spin', 'mobile', country);
      expect(aurora.provider).toEqual(listed.find((provider) => provider.slug === 'aurora-spin'));
    }
    expect((await head('tag:slots', 'mobile')).provider).toBeUndefined();
    // Barred in the US as a whole: no games there, so no provider to name.
    expect((await head('provider:northlight', 'mobile', 'US')).provider).toBeUndefined();
  });

  it("leaves out games barred in the visitor's country", async () => {
    const barred = new Set(
      (await app.catalogue.snapshot()).games
        .filter((game) => game.visible && game.devices.includes('desktop'))
        .filter((game) => game.blacklist.includes('US'))
        .map((game) => game.identifier),
    );
    const everywhere = await head('all', 'desktop');
    const fromUs = await head('all', 'desktop', 'US');
    expect(fromUs.total).toBe(everywhere.total - barred.size);
    // Northlight is barred in the US as a whole: its page has nothing there.
    expect((await head('provider:northlight', 'desktop')).total).toBeGreaterThan(0);
    expect(await head('provider:northlight', 'desktop', 'US')).toEqual({ games: [], total: 0 });
  });

  it('is revalidated on every use: 304 while unchanged, a new page once the operator changes it', async () => {
    const first = await getHead('tag:slots', 'mobile');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);
    // Never stale: a first page older than the essentials would move the tiles.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toContain('cf-ipcountry');
    const again = await getHead('tag:slots', 'mobile', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const top = listHeadSchema.parse(first.json()).games[0]?.identifier ?? '';
    expect(await app.catalogue.updateGame(top, { visible: false })).toBe(true);
    const changed = await getHead('tag:slots', 'mobile', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    const games = listHeadSchema.parse(changed.json()).games;
    expect(games.map((game) => game.identifier)).not.toContain(top);
    expect(await app.catalogue.updateGame(top, { visible: true })).toBe(true);
  });

  it('answers 404 for a tag, provider or game the catalogue does not have', async () => {
    for (const list of ['tag:no-such-tag', 'provider:no-such-studio', 'related:no-such-game']) {
      const response = await getHead(list, 'mobile');
      expect(response.statusCode, list).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: `No list "${list}"` } });
    }
  });

  it('answers 400 for a malformed list key or device, naming what it expects', async () => {
    for (const [list, device] of [
      ['favorites', 'mobile'],
      ['category:table', 'mobile'],
      ['tag:', 'mobile'],
      ['all', 'tablet'],
    ] as const) {
      const response = await getHead(list, device);
      expect(response.statusCode, `${list} ${device}`).toBe(400);
    }
    const missing = await app.inject({ url: LIST_HEAD_PATH });
    expect(missing.statusCode).toBe(400);
    expect((await getHead('favorites', 'mobile')).body).toContain('a list key');
  });
});

describe('GET /api/tp-games/favorites-head', () => {
  const graphql = async (query: string, variables: Record<string, unknown>, country?: string) => {
    const headers = fromCountry(country);
    const response = await player.client.request(
      'POST',
      '/api/graphql',
      { query, variables },
      { headers },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Record<string, unknown> };
  };
  const favor = (gameIdentifier: string, isFavorite: boolean) =>
    graphql(GAME_TOGGLE_FAVORITE_MUTATION, { gameIdentifier, isFavorite });
  /** The identifiers the client's favorites query holds (TPGamesGetAll with favorites). */
  const clientFavorites = async (country?: string) =>
    z
      .array(fullGameSchema)
      .parse(
        (await graphql(TP_GAMES_GET_ALL_QUERY, { favorites: true }, country)).data.tpGamesGetAll,
      )
      .map((game) => game.identifier);
  const favoritesHead = async (device: Device, country?: string) => {
    const response = await player.client.request(
      'GET',
      `${FAVORITES_HEAD_PATH}?device=${device}`,
      undefined,
      { headers: fromCountry(country) },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return listHeadSchema.parse(response.json());
  };

  it("answers the first page the client picks from the player's favorites, in the same order", async () => {
    const games = (await app.catalogue.snapshot()).games.filter((game) => game.visible);
    // More than a page, with a game barred in the US and one a phone does not offer.
    const everywhere = games.filter(
      (game) => !game.blacklist.includes('US') && game.devices.length === 2,
    );
    const picked = [
      ...everywhere.slice(0, 28),
      games.find((game) => game.blacklist.includes('US') && game.devices.length === 2),
      games.find((game) => !game.blacklist.includes('US') && !game.devices.includes('mobile')),
    ];
    expect(new Set(picked).size).toBe(30);
    for (const game of picked) await favor(game?.identifier ?? 'seed changed', true);
    for (const country of [undefined, 'US']) {
      const catalogue = (await essentials(country)).games;
      const source = favoritesSource(await clientFavorites(country));
      for (const device of ['mobile', 'desktop'] as const) {
        const expected = selectListGames(catalogue, source, device);
        const answer = await favoritesHead(device, country);
        const label = `${device} ${country ?? 'anywhere'}`;
        expect(answer.games, label).toEqual(expected.slice(0, source.pageSize));
        expect(answer.total, label).toBe(expected.length);
      }
    }
    // The barred game is left out in the US, the desktop game on a phone.
    const anywhere = (await favoritesHead('desktop')).total;
    expect(anywhere).toBe(30);
    expect((await favoritesHead('desktop', 'US')).total).toBe(29);
    expect((await favoritesHead('mobile')).total).toBe(29);
  });

  it('follows the hearts the player taps', async () => {
    const first = (await favoritesHead('desktop')).games[0]?.identifier ?? '';
    await favor(first, false);
    const after = await favoritesHead('desktop');
    expect(after.games.map((game) => game.identifier)).not.toContain(first);
    await favor(first, true);
    expect((await favoritesHead('desktop')).games[0]?.identifier).toBe(first);
  });

  it('answers a visitor 401 and a bad device 400, saying why', async () => {
    const visitor = await app.inject({ url: `${FAVORITES_HEAD_PATH}?device=mobile` });
    expect(visitor.statusCode).toBe(401);
    const tablet = await player.client.request('GET', `${FAVORITES_HEAD_PATH}?device=tablet`);
    expect(tablet.statusCode).toBe(400);
    expect(tablet.body).toContain('device');
  });
});
