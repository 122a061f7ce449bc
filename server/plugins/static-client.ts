/**
 * Serves the built client from STATIC_DIR and owns everything no route matched. Hashed files
 * under /assets/ are cached forever; everything else revalidates. App paths without a file
 * extension get index.html (the SPA router takes over); a missing file WITH an extension is a
 * real 404, because the client detects out-of-date chunks by exactly that. Unknown /api paths
 * get the API's 404 body.
 */
import { access, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { directionOf, type LocaleCode, SOURCE_LOCALE } from '@/contracts/locales';
import { type PageResponses, pageResponsesHtml } from '@/contracts/page-responses';
import {
  ROUTE_CHUNKS_FILE,
  type RouteChunks,
  routeChunksSchema,
  routeFileOf,
} from '@/contracts/route-chunks';
import { apiErrors } from '../http/api-error';
import { pageLocaleOf } from '../http/page-locale';
import { isApiPath, isSocketPath, pathOf } from '../http/paths';
import { assetListing } from './asset-listing';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where the build's content-hashed files are served. */
const ASSETS = '/assets/';
const REVALIDATE = 'no-cache';
const HAS_EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

const NOT_BUILT =
  'The KadiBet client has not been built yet.\n' +
  'Run `npm run build` (or `npm start`, which builds it first) and reload this page.\n';

/** Only content-hashed build output may be cached without asking again. */
function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

const NO_CHUNKS: RouteChunks = { appScripts: [], routes: {}, catalogs: {}, shells: {} };

/** The build's route chunks (src/contracts/route-chunks.ts); none from an older build. */
async function readRouteChunks(root: string): Promise<RouteChunks> {
  try {
    const parsed = routeChunksSchema.safeParse(
      JSON.parse(await readFile(join(root, ROUTE_CHUNKS_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : NO_CHUNKS;
  } catch {
    return NO_CHUNKS;
  }
}

/** A build file for the browser to fetch before the app asks for it. */
interface Preload {
  path: string;
  as: 'script' | 'style';
}

const scripts = (paths: string[]): Preload[] => paths.map((path) => ({ path, as: 'script' }));

/**
 * The app's code every page runs first (the entry, the start, the router, the shell strings in
 * the page's language), before the route's code: a browser opens six connections to a host,
 * and these would otherwise queue behind it, though nothing renders before they run.
 */
function appPreloads(chunks: RouteChunks, locale: LocaleCode): Preload[] {
  const shell = chunks.shells[locale];
  return scripts([...chunks.appScripts, ...(shell ? [shell] : [])]);
}

/**
 * The code a page loads beyond every page's: its route's chunks and stylesheets and the full
 * catalog of strings in the page's language, which every page but the home page waits for.
 */
function routePreloads(chunks: RouteChunks, path: string, locale: LocaleCode): Preload[] {
  const file = routeFileOf(path, Object.keys(chunks.routes));
  const route = file ? chunks.routes[file] : undefined;
  const catalog = chunks.catalogs[locale];
  return [
    ...(route?.styles ?? []).map((path): Preload => ({ path, as: 'style' })),
    ...scripts(catalog ? [catalog] : []),
    ...scripts(route?.scripts ?? []),
  ];
}

const headerLink = ({ path, as }: Preload) =>
  as === 'style'
    ? `</${path}>; rel=preload; as=style; crossorigin`
    : `</${path}>; rel=modulepreload`;

const htmlLink = ({ path, as }: Preload) =>
  as === 'style'
    ? `<link rel="preload" as="style" crossorigin href="/${path}">`
    : `<link rel="modulepreload" crossorigin href="/${path}">`;

function lastSegmentHasExtension(url: string): boolean {
  const segments = pathOf(url).split('/');
  return HAS_EXTENSION.test(segments[segments.length - 1] ?? '');
}

/** What a module that knows what a page shows first (the catalogue) adds to its response. */
export interface PageHints {
  /** What the browser should fetch at once (`Link` header values). */
  links: string[];
  /**
   * HTML drawn into index.html's boot frame, in place of the home page's banner (its
   * `boot-hero` element), until the app's first render replaces the frame.
   */
  frame?: string;
  /** API answers the app's first render takes instead of asking (src/contracts/page-responses). */
  responses?: PageResponses;
}

export interface StaticClientOptions {
  /** What a page adds, drawn in the page's language (http/page-locale's choice). */
  pageHints?: (request: FastifyRequest, locale: LocaleCode) => Promise<PageHints>;
}

/** The element of index.html's boot frame a page's own frame takes the place of. */
const BOOT_HERO = '<div class="boot-hero"></div>';

/** The end of index.html's first-screen links (vite-plugins/first-screen-preload.ts). */
const TEMPLATE_END = '</template>';

const BODY_END = '</body>';

/** index.html's root element as the build writes it, in the source language. */
const HTML_ROOT = `<html lang="${SOURCE_LOCALE}" dir="ltr"`;

/**
 * The page in its language: a screen reader and the fonts read the server's text (the boot
 * frame's headings) as that language, and Arabic and Persian are laid out right-to-left from
 * the first paint (the frame's styles are logical), not flipped when the app starts.
 */
function inLanguage(html: string, locale: LocaleCode): string {
  return html.replace(HTML_ROOT, () => `<html lang="${locale}" dir="${directionOf(locale)}"`);
}

/** Whether a page has anything to write into index.html beyond its code. */
const writesPage = (hints: PageHints) => hints.frame !== undefined || hints.responses !== undefined;

export const staticClientPlugin = fp<StaticClientOptions>(
  async (app, options) => {
    const root = app.config.staticDir;
    const indexFile = join(root, 'index.html');

    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // No folder's index: the home page is served by serveApp, as every page (below).
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      // The build writes .br/.gz beside each asset (vite.config.ts `precompress`).
      preCompressed: true,
      cacheControl: false,
      suppressWarning: true,
      // No allowedPath: with one, reply.sendFile checks the path's spelling by reading its
      // folders too. Nothing under the build is an API or socket path, and a request for one
      // that no route matched finds no file and gets the not-found handler's answer.
      setHeaders: (reply, filePath) => {
        const rel = relative(root, filePath).split(sep).join('/');
        reply.header('cache-control', cacheControlFor(rel));
      },
    });

    // The hashed files, nearly every request of a page load: sent when the listing holds
    // exactly the path as the address spells it (./asset-listing.ts), undecoded, so no other
    // spelling, escape or '..' reaches the disk.
    const assets = assetListing(join(root, 'assets'));
    app.get(`${ASSETS}*`, async (request, reply) => {
      const path = pathOf(request.url).slice(ASSETS.length);
      if (!(await assets.has(path))) return reply.callNotFound();
      return reply.sendFile(`${ASSETS.slice(1)}${path}`);
    });

    let built = false;
    let routes: Promise<RouteChunks> | undefined;
    let indexHtml: Promise<string | undefined> | undefined;
    /** index.html with a page's code in its template, by route file and language. */
    const withCode = new Map<string, string>();
    async function serveApp(request: FastifyRequest, reply: FastifyReply) {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead || lastSegmentHasExtension(request.url)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      // Checked until it exists, then trusted: a build stays until the next restart.
      built ||= await access(indexFile).then(
        () => true,
        () => false,
      );
      if (!built) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(NOT_BUILT);
      }
      routes ??= readRouteChunks(root);
      const locale = pageLocaleOf(request);
      // A page never fails for want of a hint: without one the app fetches what it needs itself.
      const hints = options.pageHints
        ? await options.pageHints(request, locale).catch((error: unknown): PageHints => {
            request.log.warn({ err: error }, 'page hints failed');
            return { links: [] };
          })
        : { links: [] };
      const chunks = await routes;
      const path = pathOf(request.url);
      // The home page's own document names its first screen.
      const code =
        path === '/'
          ? []
          : [...appPreloads(chunks, locale), ...routePreloads(chunks, path, locale)];
      reply.header('cache-control', REVALIDATE);
      // Read once: a build stays until the next restart, as above. Unreadable, it is sent as
      // a file, and read again next time.
      indexHtml ??= readFile(indexFile, 'utf8').catch(() => {
        indexHtml = undefined;
        return undefined;
      });
      const html = await indexHtml;
      if (
        html === undefined ||
        !html.includes(TEMPLATE_END) ||
        (hints.frame && !html.includes(BOOT_HERO)) ||
        (hints.responses && !html.includes(BODY_END))
      ) {
        // A page from another build: everything named in the header.
        const links = [...hints.links, ...code.map(headerLink)];
        if (links.length > 0) reply.header('link', links.join(', '));
        return reply.sendFile('index.html');
      }
      // The header names only the pictures the page shows first (its data is in it). The code
      // joins the first screen's links (../app/boot/first-screen-links), which the page
      // requests once its frame is on screen. Named at once in the header, 50 files shared a
      // phone's slow link and six connections with the frame's stylesheets and the pictures:
      // the first paint came 0.5 s later and the pictures 2.6-3 s later.
      if (hints.links.length > 0) reply.header('link', hints.links.join(', '));
      if (code.length === 0 && !writesPage(hints) && locale === SOURCE_LOCALE) {
        return reply.sendFile('index.html');
      }
      // The same for every visit to a route in a language: joined once, and keyed by only
      // those two (a route file, one of our languages), so unknown addresses add nothing.
      const key = `${routeFileOf(path, Object.keys(chunks.routes)) ?? ''}|${locale}`;
      let page = withCode.get(key);
      if (page === undefined) {
        const joining = code.filter((file) => !html.includes(`/${file.path}"`)).map(htmlLink);
        page = inLanguage(
          html.replace(TEMPLATE_END, () => `${joining.join('')}${TEMPLATE_END}`),
          locale,
        );
        withCode.set(key, page);
      }
      const { frame, responses } = hints;
      // Functions, so that a `$&` in a game's title is not read as a replacement pattern.
      const framed = frame ? page.replace(BOOT_HERO, () => frame) : page;
      const body = responses
        ? framed.replace(BODY_END, () => `${pageResponsesHtml(responses)}${BODY_END}`)
        : framed;
      return reply.type('text/html; charset=utf-8').send(body);
    }

    // The wildcard route above would answer '/' as a folder.
    app.get('/', serveApp);

    app.setNotFoundHandler(async (request, reply) => {
      if (isApiPath(request.url) || isSocketPath(request.url)) {
        const error = apiErrors.notFound(
          `Route ${request.method} ${pathOf(request.url)} not found`,
        );
        return reply.code(error.statusCode).send(error.toBody());
      }
      return serveApp(request, reply);
    });
  },
  { name: 'static-client', dependencies: ['context'] },
);
