// @vitest-environment node
/**
 * A catalogue page's response carries the first pages of the lists it shows, keyed by the URL
 * the app's list-head queries fetch, and names its first row's pictures for the browser to
 * fetch at once (Link: rel=preload), exactly as the app asks for them — the srcset and sizes of
 * its tiles — so the browser uses them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listHeadUrl } from '@server/modules/catalogue/page-preloads';
import { QueryClient } from '@tanstack/react-query';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GRID_TILE_WIDTH, gridImageSrcSet, relatedListKey } from '@/catalogue';
import { type Device, type ListHead, listHeadSchema } from '@/contracts/catalogue';
import { resizedImageUrl } from '@/contracts/images';
import { PAGE_RESPONSES_ID, pageResponsesSchema } from '@/contracts/page-responses';
import { listHeadQuery } from '@/features/catalogue/data/list-head-query';

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** As the build writes it: the frame with the home page's banner, the first screen's links. */
const INDEX =
  '<!doctype html><head><script type="module" src="/assets/index-1.js"></script>' +
  '<template id="first-screen-links"><link rel="modulepreload" crossorigin href="/assets/start-1.js"></template>' +
  '</head><body><div id="root"><div class="boot-frame"><div class="boot-bar"></div>' +
  '<div class="boot-hero"></div></div></div></body>';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('catalogue-page-preloads');
  const dist = join(ctx.dataDir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(
    join(dist, 'route-chunks.json'),
    JSON.stringify({
      appScripts: ['assets/index-1.js', 'assets/start-1.js'],
      routes: {
        'tag.$tag.tsx': { scripts: ['assets/tag-1.js'], styles: ['assets/catalogue-1.css'] },
      },
      catalogs: { en: 'assets/locales/messages-en.js' },
      shells: { en: 'assets/locales/shell-en.js' },
    }),
  );
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

/** The text of the games drawn in the frame, entities decoded (the server escapes as &#NN;). */
const drawnTitles = (html: string) =>
  [...html.matchAll(/<span class="boot-name">(.*?)<\/span>/g)].map(([, text = '']) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  );

/** The first screen's links in the page's template, as "rel href". */
const templateLinks = (html: string) =>
  [
    ...(/<template id="first-screen-links">(.*?)<\/template>/s.exec(html)?.[1] ?? '').matchAll(
      /<link rel="(\w+)"[^>]*href="([^"]+)"/g,
    ),
  ].map(([, rel, href]) => `${rel} ${href}`);

const linksOf = (header: unknown) => String(header ?? '').split(/, (?=<)/);

/** The API answers the page carries (src/contracts/page-responses.ts), by URL. */
function carried(html: string): Record<string, unknown> {
  const json = new RegExp(
    `<script type="application/json" id="${PAGE_RESPONSES_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return json === undefined ? {} : pageResponsesSchema.parse(JSON.parse(json));
}

describe('catalogue page preloads', () => {
  it('a phone’s tag page carries its list head and names its first row of three pictures', async () => {
    const response = await page('/tag/slots', PHONE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const head = await headOf('tag:slots', 'mobile');
    expect(carried(response.body)).toEqual({
      '/api/tp-games/list-head?list=tag%3Aslots&device=mobile': head,
    });
    const pictures = linksOf(response.headers.link);
    const firstRow = head.games.slice(0, 3);
    expect(pictures).toEqual(
      firstRow.map(
        (game) =>
          `<${resizedImageUrl(game.squareImage, 'cached')}>; rel=preload; as=image; imagesrcset="${gridImageSrcSet(game)}"; imagesizes="${GRID_TILE_WIDTH}"; fetchpriority=high`,
      ),
    );
  });

  it('a phone’s tag page draws its first screen of games in the frame, in the list’s order', async () => {
    const response = await page('/tag/slots', PHONE);
    expect(response.body).not.toContain('boot-hero');
    expect(response.body).toContain(
      '<div class="boot-bar"></div><div class="boot-list boot-list-tag">',
    );
    const shown = drawnTitles(response.body);
    const head = await headOf('tag:slots', 'mobile');
    expect(shown).toEqual(head.games.slice(0, 9).map((game) => game.title));
  });

  it('a page with its games in the frame names only them, and its code joins the first screen’s', async () => {
    const response = await page('/tag/slots', PHONE);
    // The pictures and data alone: the code would share the slow link with them.
    expect(linksOf(response.headers.link).every((link) => !link.includes('/assets/'))).toBe(true);
    const named = templateLinks(response.body);
    // The app's start was already there; the page's entry is loaded by the page itself.
    expect(named).toEqual([
      'modulepreload /assets/start-1.js',
      'modulepreload /assets/locales/shell-en.js',
      'preload /assets/catalogue-1.css',
      'modulepreload /assets/locales/messages-en.js',
      'modulepreload /assets/tag-1.js',
    ]);
  });

  it('a title that looks like markup or a replacement pattern is drawn as text', async () => {
    const head = await headOf('tag:slots', 'mobile');
    const [first, ...rest] = head.games;
    const listHead = vi.spyOn(app.catalogue, 'listHead').mockResolvedValueOnce({
      answer: { ...head, games: [{ ...(first ?? rest[0]), title: '<b>$& Gold</b>' }, ...rest] },
      etag: 'x',
    } as Awaited<ReturnType<typeof app.catalogue.listHead>>);
    const response = await page('/tag/slots', PHONE);
    listHead.mockRestore();
    expect(drawnTitles(response.body)[0]).toBe('<b>$& Gold</b>');
    expect(response.body).not.toContain('<b>');
  });

  it('a desktop’s provider page names the widest first row, for the desktop list', async () => {
    const response = await page('/provider/aurora-spin', DESKTOP);
    const pictures = linksOf(response.headers.link);
    const head = await headOf('provider:aurora-spin', 'desktop');
    expect(carried(response.body)).toEqual({
      [listHeadUrl('provider:aurora-spin', 'desktop')]: head,
    });
    const firstRow = head.games.slice(0, 7);
    expect(firstRow).toHaveLength(7);
    expect(pictures.map((link) => link.slice(1, link.indexOf('>')))).toEqual(
      firstRow.map((game) => resizedImageUrl(game.squareImage, 'cached')),
    );
  });

  it('a game page draws the game’s poster where its stage loads, and names the picture', async () => {
    const response = await page('/game/aurora-spin-frozen-raiders', PHONE);
    const poster = resizedImageUrl('/thumbnails/aurora-spin-frozen-raiders.webp', 'normal');
    expect(linksOf(response.headers.link)).toEqual([
      `<${poster}>; rel=preload; as=image; fetchpriority=high`,
    ]);
    expect(response.body).toContain('<div class="boot-game-title">Frozen Raiders</div>');
    expect(response.body).toContain('<div class="boot-game-provider">Aurora Spin</div>');
    expect(response.body).toContain(`<img src="${poster.replaceAll('&', '&#38;')}"`);
    expect(response.body).not.toContain('boot-hero');
    // The related games under the stage come with the page, as a list page's lists.
    const related = relatedListKey('aurora-spin-frozen-raiders');
    expect(carried(response.body)).toEqual({
      [listHeadUrl(related, 'mobile')]: await headOf(related, 'mobile'),
    });
  });

  it('a game the visitor cannot play there gets no poster', async () => {
    const findGame = vi.spyOn(app.catalogue, 'findGame');
    const game = await app.catalogue.findGame('aurora-spin-frozen-raiders');
    if (!game) throw new Error('the generated catalogue has no Frozen Raiders');
    findGame.mockResolvedValueOnce({ ...game, visible: false });
    const hidden = await page('/game/aurora-spin-frozen-raiders', PHONE);
    findGame.mockResolvedValueOnce({ ...game, devices: ['desktop'] });
    const desktopOnly = await page('/game/aurora-spin-frozen-raiders', PHONE);
    findGame.mockResolvedValueOnce({ ...game, overrideLink: '/sports' });
    const playedElsewhere = await page('/game/aurora-spin-frozen-raiders', PHONE);
    findGame.mockRestore();
    for (const response of [hidden, desktopOnly, playedElsewhere]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('boot-game');
    }
  });

  it('the lobby carries the first page of each of its rows and of all games, below its fold', async () => {
    const response = await page('/casino', PHONE);
    const lists = ['tag:popular', 'tag:slots', 'tag:livecasino', 'tag:gameshows', 'all'];
    const heads = await Promise.all(lists.map((list) => headOf(list, 'mobile')));
    expect(carried(response.body)).toEqual(
      Object.fromEntries(lists.map((list, index) => [listHeadUrl(list, 'mobile'), heads[index]])),
    );
    // Its rows are below the header and the Originals: no pictures named, no games drawn.
    expect(response.headers.link).toBeUndefined();
    expect(response.body).not.toContain('boot-list');
  });

  it('the lobby and a category draw their heading in the frame, in the page’s language', async () => {
    const french = await app.inject({
      method: 'GET',
      url: '/casino',
      headers: { 'user-agent': PHONE, 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.body).not.toContain('boot-hero');
    expect(french.body).toContain('<div class="boot-header" dir="ltr">');
    expect(french.body).toContain('<div class="boot-header-title">Casino</div>');
    // French sets a no-break space before the colon.
    expect(french.body).toMatch(/4,500\+ jeux\s:\smachines à sous/u);
    // The language the player chose in the app wins over the browser's.
    const chosen = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'user-agent': PHONE, 'accept-language': 'en', cookie: 'kadibet-locale=fr' },
    });
    expect(chosen.body).toContain('<span>Le casino à la plus forte croissance</span>');
    const slots = await page('/casino?category=slots', PHONE);
    expect(slots.body).toContain('<div class="boot-header-eyebrow">Casino</div>');
    expect(slots.body).toContain('<div class="boot-header-title">Slots</div>');
  });

  it('the home page draws its banner’s copy in the banner', async () => {
    const response = await page('/', PHONE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<div class="boot-hero" dir="ltr"><div class="boot-hero-copy"><div class="boot-hero-brand">KadiBet</div><div class="boot-hero-title"><span>Fastest Growing Casino</span></div>',
    );
    expect(response.body).not.toContain('<div class="boot-hero"></div>');
  });

  it.each(['/', '/casino?category=dofia-games', '/tag/no-such-tag', '/game/no-such-game'])(
    '%s is served without a list’s data or games',
    async (url) => {
      const response = await page(url, PHONE);
      expect(response.statusCode).toBe(200);
      expect(linksOf(response.headers.link).filter((link) => link.includes('/api/'))).toEqual([]);
      expect(carried(response.body)).toEqual({});
      expect(response.body).not.toContain('boot-list');
    },
  );

  it('the list head it carries is keyed by the very request the app makes', async () => {
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
    // The page as any other: the home page's banner in the frame, its code in the template.
    expect(response.headers.link).toBeUndefined();
    expect(response.body).toContain('<div class="boot-hero"></div>');
    expect(templateLinks(response.body)).toContain('modulepreload /assets/tag-1.js');
    listHead.mockRestore();
  });
});
