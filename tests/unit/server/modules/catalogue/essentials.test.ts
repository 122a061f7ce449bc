// @vitest-environment node
/**
 * GET /api/tp-games/essentials: the contract shape, compressed answers, the ETag and 304,
 * caching headers, region filtering, and a rebuild after the operator changes the catalogue.
 */
import { gunzipSync } from 'node:zlib';
import { seedCatalogue } from '@server/modules/catalogue/seed';
import { createCatalogueService } from '@server/modules/catalogue/service';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESSENTIALS_PATH, type Essentials, essentialsSchema } from '@/contracts/catalogue';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('catalogue-essentials');
  app = await ctx.app({ COUNTRY_HEADER: 'cf-ipcountry' });
}, 60_000);
afterAll(() => ctx?.close());

function get(headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: ESSENTIALS_PATH, headers });
}

async function essentials(country?: string): Promise<Essentials> {
  const response = await get(country ? { 'cf-ipcountry': country } : {});
  expect(response.statusCode).toBe(200);
  return essentialsSchema.parse(response.json());
}

describe('GET /api/tp-games/essentials', () => {
  it('lists every visible game and the providers in the contract shape', async () => {
    const payload = await essentials();
    expect(payload.games.length).toBeGreaterThanOrEqual(4_500);
    expect(payload.providers.length).toBeGreaterThanOrEqual(38);
    const counted = payload.providers.reduce((sum, provider) => sum + provider.gameCount, 0);
    expect(counted).toBe(payload.games.length);
    const plinko = payload.games.find((game) => game.identifier === 'plinko');
    expect(plinko).toMatchObject({
      overrideLink: '/plinko',
      squareImage: '/thumbnails/plinko.webp',
    });
  });

  it('sends brotli or gzip as accepted, with a strong ETag per encoding', async () => {
    const gzipped = await get({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'));
    expect(essentialsSchema.parse(json).games.length).toBeGreaterThanOrEqual(4_500);
    const brotli = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(gzipped.rawPayload.length);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(gzipped.rawPayload.length * 4);
    for (const response of [gzipped, brotli, plain]) {
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}(-br|-gzip)?"$/);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
    }
    expect(new Set([gzipped, brotli, plain].map((r) => r.headers.etag)).size).toBe(3);
  });

  it('answers 304 with no body when If-None-Match names the current content', async () => {
    const first = await get({ 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // The gzip copy of the same content is still current for a client that switched.
    const switched = await get({ 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(switched.statusCode).toBe(304);
    const stale = await get({ 'accept-encoding': 'br', 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it("leaves out games barred in the visitor's country, and their providers when empty", async () => {
    const everywhere = await essentials();
    const fromUs = await essentials('US');
    const barred = new Set(
      (await app.catalogue.snapshot()).games
        .filter((game) => game.blacklist.includes('US'))
        .map((game) => game.identifier),
    );
    expect(barred.size).toBeGreaterThan(100);
    expect(fromUs.games.length).toBe(everywhere.games.length - barred.size);
    expect(fromUs.games.some((game) => barred.has(game.identifier))).toBe(false);
    // Northlight is barred in the US as a whole.
    expect(everywhere.providers.map((p) => p.slug)).toContain('northlight');
    expect(fromUs.providers.map((p) => p.slug)).not.toContain('northlight');
    // A country nobody bars shares the full answer.
    const fromKenya = await get({ 'cf-ipcountry': 'KE' });
    expect(fromKenya.headers.etag).toBe((await get()).headers.etag);
  });

  it('keeps the catalogue on a later start: the seed finds it and writes nothing', async () => {
    const before = (await get()).headers.etag;
    expect(await seedCatalogue(ctx.database.db)).toBe(false);
    app.catalogue.invalidate();
    expect((await get()).headers.etag).toBe(before);
  });

  it('is rebuilt when the operator changes the catalogue', async () => {
    const before = await get();
    expect(await app.catalogue.updateGame('plinko', { visible: false })).toBe(true);
    const hidden = await get({ 'if-none-match': String(before.headers.etag) });
    expect(hidden.statusCode).toBe(200);
    const games = essentialsSchema.parse(hidden.json()).games;
    expect(games.some((game) => game.identifier === 'plinko')).toBe(false);

    expect(await app.catalogue.updateGame('plinko', { visible: true, blacklist: ['KE'] })).toBe(
      true,
    );
    const fromKenya = await essentials('KE');
    expect(fromKenya.games.some((game) => game.identifier === 'plinko')).toBe(false);
    expect((await essentials()).games.some((game) => game.identifier === 'plinko')).toBe(true);
    expect(await app.catalogue.updateGame('plinko', { blacklist: [] })).toBe(true);
    expect((await get()).headers.etag).toBe(before.headers.etag);
  });

  it('follows a change made by another server process sharing the database', async () => {
    const other = createCatalogueService(ctx.database.db, { revisionCheckMs: 0 });
    const before = (await other.essentials(null)).etag;
    expect(await app.catalogue.updateGame('mines', { visible: false })).toBe(true);
    const hidden = await other.essentials(null);
    expect(hidden.etag).not.toBe(before);
    expect(hidden.json.includes('"identifier":"mines"')).toBe(false);
    expect(await app.catalogue.updateGame('mines', { visible: true })).toBe(true);
    expect((await other.essentials(null)).etag).toBe(before);
  });
});
