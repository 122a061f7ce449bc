// @vitest-environment node
/**
 * Game thumbnails and the image-resizing endpoint: distinct artwork per game, output sizes,
 * blur, caching headers and 304s, the disk cache, 404s for unknown games, a 400 naming the
 * parameter for every kind of bad input, and a 400 that renders nothing for an unlisted size.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES, apiErrorBodySchema } from '@/contracts/api-error';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('images');
  const staticDir = join(ctx.dataDir, 'client');
  mkdirSync(join(staticDir, 'img'), { recursive: true });
  await sharp({ create: { width: 300, height: 150, channels: 3, background: '#3366cc' } })
    .png()
    .toFile(join(staticDir, 'img', 'banner.png'));
  app = await ctx.app({ STATIC_DIR: staticDir });
}, 60_000);
afterAll(() => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function sizeOf(data: Buffer) {
  const { width, height, format } = await sharp(data).metadata();
  return { width, height, format };
}

describe('GET /thumbnails/<identifier>.webp', () => {
  it('serves a 400×400 WebP, immutable, with an ETag and 304s', async () => {
    const response = await get('/thumbnails/plinko.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sizeOf(response.rawPayload)).toEqual({ width: 400, height: 400, format: 'webp' });
    const etag = String(response.headers.etag);
    const again = await get('/thumbnails/plinko.webp', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const png = await get('/thumbnails/plinko.png');
    expect(await sizeOf(png.rawPayload)).toMatchObject({ format: 'png' });
  });

  it('draws different artwork for different games', async () => {
    const games = (await app.catalogue.snapshot()).games.slice(0, 4);
    const images = await Promise.all(
      games.map((game) => get(`/thumbnails/${encodeURIComponent(game.identifier)}.webp`)),
    );
    const pixels = await Promise.all(
      images.map((image) => sharp(image.rawPayload).resize(16, 16).raw().toBuffer()),
    );
    expect(new Set(pixels.map((p) => p.toString('base64'))).size).toBe(games.length);
  });

  it('answers 404 for an unknown game or file name', async () => {
    expect((await get('/thumbnails/no-such-game.webp')).statusCode).toBe(404);
    expect((await get('/thumbnails/plinko.gif')).statusCode).toBe(404);
  });
});

describe('GET /api/img', () => {
  it('resizes a thumbnail to the size and quality asked for, as WebP', async () => {
    const search = await get('/api/img?src=/thumbnails/plinko.webp&w=170&h=170&q=80');
    expect(search.statusCode).toBe(200);
    expect(search.headers['content-type']).toBe('image/webp');
    expect(search.headers['cache-control']).toContain('immutable');
    expect(await sizeOf(search.rawPayload)).toEqual({ width: 170, height: 170, format: 'webp' });
    const widthOnly = await get('/api/img?src=/thumbnails/plinko.webp&w=200&q=50');
    expect(await sizeOf(widthOnly.rawPayload)).toMatchObject({ width: 200, height: 200 });
    const listItem = await get('/api/img?src=/thumbnails/plinko.webp&w=81&h=81&q=50');
    expect(await sizeOf(listItem.rawPayload)).toMatchObject({ width: 81, height: 81 });
  });

  it('blurs placeholders', async () => {
    const sharpOne = await get('/api/img?src=/thumbnails/plinko.webp&w=200&q=50');
    const blurred = await get('/api/img?src=/thumbnails/plinko.webp&w=200&q=30&blur=150');
    const spread = async (data: Buffer) => {
      const { channels } = await sharp(data).stats();
      return channels.reduce((sum, channel) => sum + channel.stdev, 0);
    };
    expect(await spread(blurred.rawPayload)).toBeLessThan((await spread(sharpOne.rawPayload)) / 2);
  });

  it("resizes the client's own /img/ files, and caches every result on disk", async () => {
    const response = await get('/api/img?src=/img/banner.png&w=200&q=50');
    expect(response.statusCode).toBe(200);
    expect(await sizeOf(response.rawPayload)).toMatchObject({ width: 200, height: 100 });
    const cached = readdirSync(join(ctx.dataDir, 'images')).length;
    await get('/api/img?src=/img/banner.png&w=200&q=50');
    expect(readdirSync(join(ctx.dataDir, 'images')).length).toBe(cached);
    const etag = String(response.headers.etag);
    expect(
      (await get('/api/img?src=/img/banner.png&w=200&q=50', { 'if-none-match': etag })).statusCode,
    ).toBe(304);
  });

  it('renders a source once however its name is percent-encoded', async () => {
    const games = (await app.catalogue.snapshot()).games;
    const game = games[games.length - 2];
    if (!game) throw new Error('no games');
    const plain = encodeURIComponent(game.identifier);
    const first = plain.charCodeAt(0).toString(16);
    const spellings = [
      plain,
      `%${first.toUpperCase()}${plain.slice(1)}`,
      `%${first.toLowerCase()}${plain.slice(1)}`,
    ];
    const folder = join(ctx.dataDir, 'images');
    const resized = (name: string) =>
      get(`/api/img?src=${encodeURIComponent(`/thumbnails/${name}.webp`)}&w=81&h=81&q=50`);
    const [once, ...others] = spellings;
    expect((await resized(once ?? '')).statusCode).toBe(200);
    const stored = readdirSync(folder).sort();
    for (const spelling of others) {
      const response = await resized(spelling);
      expect(response.statusCode).toBe(200);
      expect(readdirSync(folder).sort()).toEqual(stored);
    }
  });

  it('answers 404 for an unknown game or file, so the default thumbnail shows', async () => {
    const size = 'w=81&h=81&q=50';
    expect((await get(`/api/img?src=/thumbnails/no-such-game.webp&${size}`)).statusCode).toBe(404);
    expect((await get(`/api/img?src=/img/missing.png&${size}`)).statusCode).toBe(404);
  });

  it.each([
    ['no source', '/api/img?w=200&q=50', 'query.src'],
    ['another site', '/api/img?src=https://example.com/a.png&w=200&q=50', 'query.src'],
    ['a path outside the image folders', '/api/img?src=/etc/passwd&w=200&q=50', 'query.src'],
    ['a climb out of /img/', '/api/img?src=/img/../../secret.png&w=200&q=50', 'query.src'],
    ['a width that is not a number', '/api/img?src=/thumbnails/plinko.webp&w=abc&q=50', 'query.w'],
    ['a fractional quality', '/api/img?src=/thumbnails/plinko.webp&w=200&q=50.5', 'query.q'],
    ['an unknown parameter', '/api/img?src=/thumbnails/plinko.webp&w=200&q=50&fit=fill', 'query'],
    ['a zero width', '/api/img?src=/thumbnails/plinko.webp&w=0&q=50', 'query'],
    ['a huge size', '/api/img?src=/thumbnails/plinko.webp&w=2000&h=2000&q=80', 'query'],
    ['quality over 100', '/api/img?src=/thumbnails/plinko.webp&w=200&q=101', 'query'],
    ['an unlisted blur', '/api/img?src=/thumbnails/plinko.webp&w=200&q=10&blur=100', 'query'],
  ])('refuses %s with a 400 naming it', async (_what, url, path) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe(API_ERROR_CODES.validation);
    expect(body.error.issues?.map((issue) => issue.path)).toContain(path);
  });
});

describe('GET /api/img at a size the client never asks for', () => {
  it('is a 400 listing the sizes, and renders and writes nothing', async () => {
    // A game no other test renders: neither its thumbnail nor a variant may reach the disk.
    const games = (await app.catalogue.snapshot()).games;
    const game = games[games.length - 1];
    if (!game) throw new Error('no games');
    const folder = join(ctx.dataDir, 'images');
    const before = existsSync(folder) ? readdirSync(folder).sort() : [];
    const src = `/thumbnails/${encodeURIComponent(game.identifier)}.webp`;
    const response = await get(`/api/img?src=${encodeURIComponent(src)}&w=1999&h=1999&q=80`);
    expect(response.statusCode).toBe(400);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe(API_ERROR_CODES.validation);
    expect(body.error.issues?.[0]?.message).toContain('w=200&q=10&blur=150');
    expect(existsSync(folder) ? readdirSync(folder).sort() : []).toEqual(before);
  });
});
