// @vitest-environment node
/**
 * Grid thumbnails made ahead on a real server: once the warm-up has run, a new player's first
 * thumbnails come from disk (nothing is rendered for them) with year-long caching and an
 * ETag; while it runs, a burst of players' images is neither refused nor kept waiting behind
 * it; and closing the server stops it, with no render left writing into the folder.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTestContext, type TestContext } from '@tests/support/app';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRID_IMAGE_SIZES, resizedImageUrl } from '@/contracts/images';

let ctx: TestContext;
/** Visible games, most popular first: the warm-up's order. */
let byPopularity: string[];

beforeAll(async () => {
  ctx = await createTestContext('image-prerender');
  const snapshot = await (await ctx.app()).catalogue.snapshot();
  byPopularity = snapshot.games
    .filter((game) => game.visible)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .map((game) => game.identifier);
}, 60_000);
afterAll(() => ctx?.close());

/** A server of its own data folder (the database is shared), so each story starts cold. */
const server = (name: string, env: NodeJS.ProcessEnv) => {
  const dataDir = join(ctx.dataDir, name);
  return { dataDir, app: ctx.app({ DATA_DIR: dataDir, ...env }) };
};
const storedImages = (dataDir: string) => {
  const folder = join(dataDir, 'images');
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.bin')) : [];
};
const thumbnail = (identifier: string) => `/thumbnails/${encodeURIComponent(identifier)}.webp`;

describe('grid thumbnails made ahead', () => {
  it('serve a new player the most popular games from disk, rendering nothing', async () => {
    const { dataDir, app: starting } = server('warm', { IMAGE_PRERENDER_GAMES: '3' });
    const app = await starting;
    await app.images.prerender.settled();
    // Each game's artwork and its grid sizes, nothing for any other game.
    expect(storedImages(dataDir)).toHaveLength(3 * (1 + GRID_IMAGE_SIZES.length));

    const before = storedImages(dataDir).sort();
    for (const identifier of byPopularity.slice(0, 3)) {
      for (const size of GRID_IMAGE_SIZES) {
        const url = resizedImageUrl(thumbnail(identifier), size);
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const again = await app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': String(response.headers.etag) },
        });
        expect(again.statusCode, url).toBe(304);
      }
    }
    expect(storedImages(dataDir).sort()).toEqual(before);
  }, 60_000);

  it('never refuses or holds up a burst of players’ images while it runs', async () => {
    // One render at a time, three waiting: four new images fill the queue exactly.
    const { app: starting } = server('burst', {
      IMAGE_PRERENDER_GAMES: 'all',
      IMAGE_RENDER_CONCURRENCY: '1',
      IMAGE_RENDER_QUEUE: '3',
    });
    const app = await starting;
    let warmedUp = false;
    void app.images.prerender.settled().then(() => {
      warmedUp = true;
    });
    // Games far down the list, which the warm-up has not reached.
    const burst = byPopularity
      .slice(-4)
      .map((identifier) =>
        app.inject({ method: 'GET', url: `/thumbnails/${encodeURIComponent(identifier)}.png` }),
      );
    const statuses = (await Promise.all(burst)).map((response) => response.statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(warmedUp).toBe(false);
    await app.close();
  }, 60_000);

  it('stops when the server closes, leaving no render behind', async () => {
    const { dataDir, app: starting } = server('closing', { IMAGE_PRERENDER_GAMES: 'all' });
    const app = await starting;
    await expect.poll(() => storedImages(dataDir).length, { timeout: 20_000 }).toBeGreaterThan(2);
    const closing = Date.now();
    await app.close();
    expect(Date.now() - closing).toBeLessThan(5_000);
    expect(sharp.counters().process).toBe(0);
    const left = storedImages(dataDir).length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(storedImages(dataDir)).toHaveLength(left);
  }, 60_000);
});
