// @vitest-environment node
/**
 * The operator's catalogue: CLI words become the right calls; the calls change tags and games,
 * refuse bad input without changing anything, and what players see follows at once.
 */

import { parseCommand, UsageError } from '@server/cli/operator-args';
import { updateGame } from '@server/modules/catalogue/catalogue-repository';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ESSENTIALS_PATH, essentialsSchema } from '@/contracts/catalogue';
import { operatorCall } from '../account/session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('catalogue-operator');
  app = await ctx.app({ COUNTRY_HEADER: 'cf-ipcountry' });
}, 60_000);
afterAll(() => ctx?.close());

describe('operator CLI: catalogue', () => {
  it('turns commands into operator API calls', () => {
    expect(parseCommand(['catalogue', 'tags']).request).toEqual({
      method: 'GET',
      path: '/api/operator/catalogue/tags',
    });
    expect(
      parseCommand(['catalogue', 'tag', 'roulette', '--page-size', '48', '--homepage', 'on'])
        .request,
    ).toEqual({
      method: 'PATCH',
      path: '/api/operator/catalogue/tags/roulette',
      body: { pageSize: 48, showOnHomepage: true },
    });
    expect(parseCommand(['catalogue', 'block', 'plinko', 'GB', 'us']).request).toEqual({
      method: 'PATCH',
      path: '/api/operator/catalogue/games/plinko',
      body: { block: ['GB', 'us'] },
    });
    expect(parseCommand(['catalogue', 'hide', 'dice']).request.body).toEqual({ visible: false });
  });

  it('refuses incomplete commands', () => {
    expect(() => parseCommand(['catalogue', 'tag', 'slots'])).toThrow(UsageError);
    expect(() => parseCommand(['catalogue', 'block', 'plinko'])).toThrow(UsageError);
    expect(() => parseCommand(['catalogue', 'tag', 'slots', '--page-size', 'many'])).toThrow(
      UsageError,
    );
    expect(() => parseCommand(['catalogue', 'explode', 'x'])).toThrow(UsageError);
  });
});

describe('operator API: catalogue', () => {
  const tagsNow = async () =>
    (await operatorCall(app, 'GET', '/api/operator/catalogue/tags')).json().tags as {
      slug: string;
      pageSize: number;
      showOnHomepage: boolean;
      games: number;
    }[];

  it('lists tags with game counts and changes one', async () => {
    const roulette = (await tagsNow()).find((tag) => tag.slug === 'roulette');
    expect(roulette?.games).toBeGreaterThan(20);
    const response = await operatorCall(app, 'PATCH', '/api/operator/catalogue/tags/roulette', {
      pageSize: 48,
      showOnHomepage: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = (await tagsNow()).find((tag) => tag.slug === 'roulette');
    expect(changed).toMatchObject({ pageSize: 48, showOnHomepage: true });
  });

  it('refuses a bad tag change and an unknown tag, changing nothing', async () => {
    const before = await tagsNow();
    for (const body of [{}, { pageSize: 0 }, { pageSize: 'x' }, { colour: 'red' }]) {
      const response = await operatorCall(app, 'PATCH', '/api/operator/catalogue/tags/slots', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await operatorCall(app, 'PATCH', '/api/operator/catalogue/tags/nope', {
      pageSize: 10,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await tagsNow()).toEqual(before);
  });

  it('bars a game in a country and allows it again', async () => {
    const inKenya = async () => {
      const response = await app.inject({
        url: ESSENTIALS_PATH,
        headers: { 'cf-ipcountry': 'KE' },
      });
      return essentialsSchema.parse(response.json()).games.some((g) => g.identifier === 'crash');
    };
    expect(await inKenya()).toBe(true);
    const path = '/api/operator/catalogue/games/crash';
    const blocked = await operatorCall(app, 'PATCH', path, { block: ['ke', 'GB'] });
    expect(blocked.json().game.blacklist).toEqual(['GB', 'KE']);
    expect(await inKenya()).toBe(false);
    await operatorCall(app, 'PATCH', path, { unblock: ['KE', 'GB'] });
    expect(await inKenya()).toBe(true);
    const bad = await operatorCall(app, 'PATCH', path, { block: ['Kenya'] });
    expect(bad.statusCode).toBe(400);
    expect((await operatorCall(app, 'GET', path)).json().game.blacklist).toEqual([]);
  });

  it('merges a bar into the stored list, not a copy another process has since changed', async () => {
    const path = '/api/operator/catalogue/games/dice';
    expect((await operatorCall(app, 'GET', path)).json().game.blacklist).toEqual([]);
    // Another server process on the same database bars it in FR; this one has not reloaded.
    expect(await updateGame(ctx.database.db, 'dice', { blacklist: ['FR'] })).toBe(true);
    const blocked = await operatorCall(app, 'PATCH', path, { block: ['DE'] });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().game.blacklist).toEqual(['DE', 'FR']);
    await operatorCall(app, 'PATCH', path, { unblock: ['FR', 'DE'] });
    expect((await operatorCall(app, 'GET', path)).json().game.blacklist).toEqual([]);
    const missing = await operatorCall(app, 'PATCH', '/api/operator/catalogue/games/nope', {
      block: ['FR'],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('tells open apps after each change, and not after a refused one', async () => {
    const broadcasts = vi.spyOn(app.realtime, 'broadcast');
    await operatorCall(app, 'PATCH', '/api/operator/catalogue/games/plinko', { visible: false });
    await operatorCall(app, 'PATCH', '/api/operator/catalogue/games/plinko', { visible: true });
    await operatorCall(app, 'PATCH', '/api/operator/catalogue/tags/slots', { pageSize: 0 });
    await operatorCall(app, 'PATCH', '/api/operator/catalogue/games/nope', { visible: false });
    expect(broadcasts.mock.calls.map(([event]) => event)).toEqual([
      'catalogueUpdated',
      'catalogueUpdated',
    ]);
  });

  it('hides and shows a game; an unknown game is a 404', async () => {
    const path = '/api/operator/catalogue/games/towers';
    await operatorCall(app, 'PATCH', path, { visible: false });
    expect(await app.catalogue.findGame('towers')).toBeNull();
    await operatorCall(app, 'PATCH', path, { visible: true });
    expect((await app.catalogue.findGame('towers'))?.identifier).toBe('towers');
    const missing = await operatorCall(app, 'GET', '/api/operator/catalogue/games/nope');
    expect(missing.statusCode).toBe(404);
  });
});
