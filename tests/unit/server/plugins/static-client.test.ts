// @vitest-environment node
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const INDEX = '<!doctype html><title>KadiBet</title><div id="root"></div>';
const CHUNK = 'export const answer = 42;';
const CATALOG = 'export const messages = {};';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('static', { database: false });
  const dist = join(ctx.dataDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), CHUNK);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(CHUNK));
  mkdirSync(join(dist, 'assets', 'locales'));
  writeFileSync(join(dist, 'assets', 'locales', 'messages-fr-x1.js'), CATALOG);
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"KadiBet"}');
  writeFileSync(join(dist, 'build-id.json'), '{"buildId":"b1"}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  writeFileSync(
    join(dist, 'route-chunks.json'),
    JSON.stringify({
      appScripts: [
        'assets/boot-0.js',
        'assets/index-0.js',
        'assets/react-0.js',
        'assets/start-0.js',
      ],
      routes: {
        'fair.tsx': {
          scripts: ['assets/fair-1.js', 'assets/Select-2.js'],
          styles: ['assets/fair-3.css'],
        },
      },
      catalogs: { en: 'assets/locales/messages-en.js', fr: 'assets/locales/messages-fr.js' },
      shells: { en: 'assets/locales/shell-en.js', fr: 'assets/locales/shell-fr.js' },
    }),
  );
  app = await ctx.app({ STATIC_DIR: dist });
});
afterAll(() => ctx?.close());

/** An app serving a build of this index.html, with the main build's route chunks. */
async function appServing(folder: string, html: string): Promise<FastifyInstance> {
  const dist = join(ctx.dataDir, folder);
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(
    join(dist, 'route-chunks.json'),
    readFileSync(join(ctx.dataDir, 'dist', 'route-chunks.json')),
  );
  return ctx.app({ STATIC_DIR: dist });
}

describe('static client', () => {
  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(CHUNK);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a hashed file in a folder under assets, and the brotli file to who accepts it', async () => {
    const catalog = await app.inject({ method: 'GET', url: '/assets/locales/messages-fr-x1.js' });
    expect(catalog.statusCode).toBe(200);
    expect(catalog.body).toBe(CATALOG);
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.rawPayload).toEqual(brotliCompressSync(CHUNK));
  });

  it('serves a hashed file written after the first ones were asked for', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/later-9.js' })).statusCode).toBe(404);
    writeFileSync(join(ctx.dataDir, 'dist', 'assets', 'later-9.js'), CHUNK);
    const response = await app.inject({ method: 'GET', url: '/assets/later-9.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(CHUNK);
  });

  it.each([
    '/assets/INDEX-abc123.js',
    '/assets/..%2findex.html',
    '/assets/locales%2fmessages-fr-x1.js',
  ])('answers only a file named exactly, and a 404 for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found\n');
  });

  it.each([
    '/',
    '/index.html',
    '/sw.js',
    '/manifest.webmanifest',
    '/build-id.json',
    '/favicon.svg',
  ])('makes the browser revalidate %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/casino',
    '/kadi/game/room-1',
    '/tag/bonus-buys?modal=cashier',
    '/game/pragmatic.sweet-bonanza',
    '/assets',
  ])('answers the app shell for the app path %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD for app paths too', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/casino' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it.each(['/assets/gone-123.js', '/assets/old.css', '/robots.txt', '/.env'])(
    'answers a real 404 for the missing or hidden file %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(INDEX);
    },
  );

  it('never answers API or socket paths with the app shell', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe(1003);
    const socket = await app.inject({ method: 'GET', url: '/socket.io/whatever' });
    expect(socket.statusCode).toBe(404);
    expect(socket.body).not.toBe(INDEX);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().status).toBe('ok');
  });

  it('does not answer other methods with the app shell', async () => {
    const response = await app.inject({ method: 'POST', url: '/casino' });
    expect(response.statusCode).toBe(404);
  });

  it('says to build the client when it is not built', async () => {
    const unbuilt = await ctx.app();
    const response = await unbuilt.inject({ method: 'GET', url: '/casino' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toContain('npm run build');
    const api = await unbuilt.inject({ method: 'GET', url: '/api/health' });
    expect(api.statusCode).toBe(200);
  });

  it('serves the client once a build appears, without a restart', async () => {
    const later = join(ctx.dataDir, 'later');
    const app = await ctx.app({ STATIC_DIR: later });
    expect((await app.inject({ method: 'GET', url: '/casino' })).statusCode).toBe(503);
    mkdirSync(later, { recursive: true });
    writeFileSync(join(later, 'index.html'), INDEX);
    const response = await app.inject({ method: 'GET', url: '/casino' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('a build without the first-screen template names the app’s code, then the route’s, in the header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/fair?tab=verify',
      headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.5' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBe(
      '</assets/boot-0.js>; rel=modulepreload, </assets/index-0.js>; rel=modulepreload, ' +
        '</assets/react-0.js>; rel=modulepreload, </assets/start-0.js>; rel=modulepreload, ' +
        '</assets/locales/shell-fr.js>; rel=modulepreload, ' +
        '</assets/fair-3.css>; rel=preload; as=style; crossorigin, ' +
        '</assets/locales/messages-fr.js>; rel=modulepreload, ' +
        '</assets/fair-1.js>; rel=modulepreload, </assets/Select-2.js>; rel=modulepreload',
    );
  });

  it('names the strings in the language the player chose, over the browser’s', async () => {
    const shellOf = async (cookie: string) =>
      String(
        (
          await app.inject({
            method: 'GET',
            url: '/fair',
            headers: { 'accept-language': 'fr-CH, fr;q=0.9', cookie },
          })
        ).headers.link,
      ).match(/shell-(\w+)\.js/)?.[1];
    expect(await shellOf('kadibet-locale=en')).toBe('en');
    // A cookie naming none of our languages is ignored.
    expect(await shellOf('kadibet-locale=xx')).toBe('fr');
  });

  it('names the strings in the source language when the browser prefers none we have', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/some/page',
      headers: { 'accept-language': 'xx' },
    });
    expect(response.headers.link).toBe(
      '</assets/boot-0.js>; rel=modulepreload, </assets/index-0.js>; rel=modulepreload, ' +
        '</assets/react-0.js>; rel=modulepreload, </assets/start-0.js>; rel=modulepreload, ' +
        '</assets/locales/shell-en.js>; rel=modulepreload, ' +
        '</assets/locales/messages-en.js>; rel=modulepreload',
    );
  });

  it('adds a page’s code to the first-screen links the page requests once its frame is drawn', async () => {
    const html =
      '<!doctype html><head><script type="module" src="/assets/index-0.js"></script>' +
      '<template id="first-screen-links"><link rel="modulepreload" crossorigin href="/assets/start-0.js"></template>' +
      '</head><div id="root"></div>';
    const templated = await appServing('templated', html);
    const response = await templated.inject({ method: 'GET', url: '/fair' });
    expect(response.statusCode).toBe(200);
    // Nothing competes with the frame's first paint: the header names none of it.
    expect(response.headers.link).toBeUndefined();
    const template = /<template id="first-screen-links">(.*)<\/template>/.exec(response.body)?.[1];
    expect(template).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/start-0.js">' +
        // The entry and the start are in the page already; the rest joins, the app's first.
        '<link rel="modulepreload" crossorigin href="/assets/boot-0.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/react-0.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/locales/shell-en.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/fair-3.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/locales/messages-en.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/fair-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Select-2.js">',
    );
    const home = await templated.inject({ method: 'GET', url: '/' });
    expect(home.body).toBe(html);
  });

  it('writes the page’s language and direction on its root element', async () => {
    const served = await appServing(
      'languages',
      '<!doctype html><html lang="en" dir="ltr" data-mantine-color-scheme="dark"><head>' +
        '<template id="first-screen-links"></template></head><body><div id="root"></div>' +
        '<div class="boot-hero"></div></body></html>',
    );
    const rootOf = async (url: string, headers: Record<string, string>) =>
      /<html[^>]*>/.exec((await served.inject({ method: 'GET', url, headers })).body)?.[0];
    expect(await rootOf('/', { 'accept-language': 'ar' })).toBe(
      '<html lang="ar" dir="rtl" data-mantine-color-scheme="dark">',
    );
    expect(await rootOf('/fair', { 'accept-language': 'en', cookie: 'kadibet-locale=fa' })).toBe(
      '<html lang="fa" dir="rtl" data-mantine-color-scheme="dark">',
    );
    expect(await rootOf('/fair', { 'accept-language': 'fr' })).toBe(
      '<html lang="fr" dir="ltr" data-mantine-color-scheme="dark">',
    );
    // The app's own index.html opens as the server expects to find it.
    expect(readFileSync('index.html', 'utf8')).toContain('<html lang="en" dir="ltr"');
    // A page in the source language is as built.
    expect(await rootOf('/fair', { 'accept-language': 'en' })).toBe(
      '<html lang="en" dir="ltr" data-mantine-color-scheme="dark">',
    );
  });

  it('names nothing on the home page, which waits for no more strings', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBeUndefined();
  });
});
