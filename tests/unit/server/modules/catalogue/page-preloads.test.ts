// @vitest-environment node
/**
 * A catalogue page's response names its list head and its first row's pictures for the
 * browser to fetch at once (Link: rel=preload), exactly as the app asks for them — the URL
 * its list-head query fetches, the srcset and sizes of its tiles — so the browser uses them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listHeadUrl } from '@server/modules/catalogue/page-preloads';
import { QueryClient } from '@tanstack/react-query';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GRID_TILE_WIDTH, gridImageSrcSet } from '@/catalogue';
import { type Device, type ListHead, listHeadSchema } from '@/contracts/catalogue';
import { resizedImageUrl } from '@/contracts/images';
import { listHeadQuery } from '@/features/catalogue/data/list-head-query';

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('catalogue-page-preloads');
  const dist = join(ctx.dataDir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  app = await ctx.app({ STATIC_DIR: dist });
}, 60_000);
afterAll(() => ctx?.close());
afterEach(() => vi.unstubAllGlobals());

const page = (url: string, userAgent: string) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

async function headOf(list: string, device: Device): Promise<ListHead> {
  const response = await app.inject({ url: listHeadUrl(list, device) });
  return listHeadSchema.parse(response.json());
}

const linksOf = (header: unknown) => String(header ?? '').split(/, (?=<)/);

describe('catalogue page preloads', () => {
  it('a phone’s tag page names its list head and its first row of three pictures', async () => {
    const response = await page('/tag/slots', PHONE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const [fetchLink, ...pictures] = linksOf(response.headers.link);
    expect(fetchLink).toBe(
      '</api/tp-games/list-head?list=tag%3Aslots&device=mobile>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    const firstRow = (await headOf('tag:slots', 'mobile')).games.slice(0, 3);
    expect(pictures).toEqual(
      firstRow.map(
        (game) =>
          `<${resizedImageUrl(game.squareImage, 'cached')}>; rel=preload; as=image; imagesrcset="${gridImageSrcSet(game)}"; imagesizes="${GRID_TILE_WIDTH}"; fetchpriority=high`,
      ),
    );
  });

  it('a desktop’s provider page names the widest first row, for the desktop list', async () => {
    const response = await page('/provider/aurora-spin', DESKTOP);
    const [fetchLink, ...pictures] = linksOf(response.headers.link);
    expect(fetchLink).toContain('list=provider%3Aaurora-spin&device=desktop');
    const firstRow = (await headOf('provider:aurora-spin', 'desktop')).games.slice(0, 7);
    expect(firstRow).toHaveLength(7);
    expect(pictures.map((link) => link.slice(1, link.indexOf('>')))).toEqual(
      firstRow.map((game) => resizedImageUrl(game.squareImage, 'cached')),
    );
  });

  it.each(['/', '/casino', '/tag/no-such-tag', '/game/aurora-spin-frozen-raiders'])(
    '%s is served without preloads',
    async (url) => {
      const response = await page(url, PHONE);
      expect(response.statusCode).toBe(200);
      expect(response.headers.link).toBeUndefined();
    },
  );

  it('the list head it names is the very request the app makes', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify({ games: [], total: 0 }), { status: 200 });
      }),
    );
    await new QueryClient().fetchQuery(listHeadQuery('tag:slots', 'mobile'));
    expect(asked).toEqual([listHeadUrl('tag:slots', 'mobile')]);
  });

  it('a page is still served when the catalogue cannot answer', async () => {
    const listHead = vi.spyOn(app.catalogue, 'listHead').mockRejectedValueOnce(new Error('down'));
    const response = await page('/tag/slots', PHONE);
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBeUndefined();
    listHead.mockRestore();
  });
});
