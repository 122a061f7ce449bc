// @vitest-environment node
/**
 * The bound on DATA_DIR/images through the server (IMAGE_CACHE_MAX_MB=1): game thumbnails and
 * resized copies share it, and many distinct images never take more than it.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MIB = 1024 * 1024;
let ctx: TestContext;
let app: FastifyInstance;
let identifiers: string[];

beforeAll(async () => {
  ctx = await createTestContext('image-cache-bound');
  app = await ctx.app({ IMAGE_CACHE_MAX_MB: '1', IMAGE_RENDER_QUEUE: '1000' });
  identifiers = (await app.catalogue.snapshot()).games.map((game) => game.identifier);
}, 60_000);
afterAll(() => ctx?.close());

function folderBytes(): { files: number; bytes: number } {
  const folder = join(ctx.dataDir, 'images');
  const files = readdirSync(folder).filter((name) => name.endsWith('.bin'));
  const bytes = files.reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
  return { files: files.length, bytes };
}

describe('the image cache on disk', () => {
  it('holds thumbnails and resized copies within IMAGE_CACHE_MAX_MB', async () => {
    let served = 0;
    // PNG thumbnails are ~45 KB each: 40 of them and their copies are about twice the bound.
    for (const id of identifiers.slice(0, 40)) {
      const src = `/thumbnails/${encodeURIComponent(id)}.png`;
      for (const url of [src, `/api/img?src=${encodeURIComponent(src)}&w=200&q=50`]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        served += response.rawPayload.length;
      }
    }
    expect(served).toBeGreaterThan(1.5 * MIB);
    const { files, bytes } = folderBytes();
    expect(bytes).toBeLessThanOrEqual(MIB);
    expect(files).toBeLessThan(80);
    // What was used last is still there: asked again, it is answered from disk.
    const last = `/thumbnails/${encodeURIComponent(identifiers[39] ?? '')}.png`;
    expect((await app.inject({ method: 'GET', url: last })).statusCode).toBe(200);
    expect(folderBytes().files).toBe(files);
  }, 60_000);
});
