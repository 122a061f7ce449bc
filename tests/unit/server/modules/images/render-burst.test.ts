// @vitest-environment node
/**
 * A burst of new images against a small render queue (one render at a time, three waiting):
 * sharp never works on more than one image at once, what does not fit is a 503 with
 * Retry-After that renders and stores nothing, and the same image renders once the queue has
 * drained.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES, apiErrorBodySchema } from '@/contracts/api-error';

let ctx: TestContext;
let app: FastifyInstance;
let identifiers: string[];

beforeAll(async () => {
  ctx = await createTestContext('image-burst');
  app = await ctx.app({ IMAGE_RENDER_CONCURRENCY: '1', IMAGE_RENDER_QUEUE: '3' });
  identifiers = (await app.catalogue.snapshot()).games.map((game) => game.identifier);
}, 60_000);
afterAll(() => ctx?.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const storedFiles = () => {
  const folder = join(ctx.dataDir, 'images');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

/** Runs `work` while sampling how many images sharp is processing; returns the most seen. */
async function mostProcessedAtOnce(work: () => Promise<unknown>): Promise<number> {
  let most = 0;
  const sampler = setInterval(() => {
    most = Math.max(most, sharp.counters().process);
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return most;
}

describe('a burst of new images', () => {
  it('renders one at a time and refuses what does not fit in the queue', async () => {
    const files = identifiers.slice(0, 16).map((id) => `/thumbnails/${encodeURIComponent(id)}.png`);
    let responses: Awaited<ReturnType<typeof get>>[] = [];
    const most = await mostProcessedAtOnce(async () => {
      responses = await Promise.all(files.map(get));
    });
    expect(most).toBeLessThanOrEqual(1);
    const ok = responses.filter((response) => response.statusCode === 200);
    const busy = responses.filter((response) => response.statusCode === 503);
    expect(ok.length + busy.length).toBe(files.length);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.headers['retry-after']).toBe('2');
    expect(busy[0]?.headers['cache-control']).toBe('no-store');
    // Only what was rendered is on disk: a refused image was neither rendered nor stored.
    expect(storedFiles()).toBe(ok.length);
    const refused = files[responses.findIndex((response) => response.statusCode === 503)] ?? '';
    expect((await get(refused)).statusCode).toBe(200);
  });

  it('answers a busy /api/img with the API error shape', async () => {
    const urls = identifiers
      .slice(16, 32)
      .map((id) => `/api/img?src=/thumbnails/${encodeURIComponent(id)}.webp&w=200&q=50`);
    const responses = await Promise.all(urls.map(get));
    const busy = responses.find((response) => response.statusCode === 503);
    expect(busy?.headers['retry-after']).toBe('2');
    const body = apiErrorBodySchema.parse(busy?.json());
    expect(body.error.code).toBe(API_ERROR_CODES.rateLimited);
    expect(body.error.message).toMatch(/busy, retry in 2 s/);
  });
});
