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
import { matchLocale } from '@/contracts/locales';
import {
  ROUTE_CHUNKS_FILE,
  type RouteChunks,
  routeChunksSchema,
  routeFileOf,
} from '@/contracts/route-chunks';
import { parseAcceptLanguage } from '../graphql/accept-language';
import { apiErrors } from '../http/api-error';
import { isApiPath, isSocketPath, pathOf } from '../http/paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HAS_EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

const NOT_BUILT =
  'The KadiBet client has not been built yet.\n' +
  'Run `npm run build` (or `npm start`, which builds it first) and reload this page.\n';

/** Only content-hashed build output may be cached without asking again. */
function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

const NO_CHUNKS: RouteChunks = { routes: {}, catalogs: {} };

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

/**
 * The code a page loads beyond every page's, for the browser to fetch at once: its route's
 * chunks and stylesheets and, but on the home page, the full catalog of strings in the
 * language the app will pick (the one the browser prefers, as src/features/i18n does).
 */
function routeLinks(chunks: RouteChunks, request: FastifyRequest): string[] {
  const path = pathOf(request.url);
  const file = routeFileOf(path, Object.keys(chunks.routes));
  const route = file ? chunks.routes[file] : undefined;
  const locale = matchLocale(parseAcceptLanguage(request.headers['accept-language']));
  const catalog = path === '/' ? undefined : chunks.catalogs[locale];
  return [
    ...(route?.styles ?? []).map((style) => `</${style}>; rel=preload; as=style; crossorigin`),
    ...(catalog ? [`</${catalog}>; rel=modulepreload`] : []),
    ...(route?.scripts ?? []).map((script) => `</${script}>; rel=modulepreload`),
  ];
}

function lastSegmentHasExtension(url: string): boolean {
  const segments = pathOf(url).split('/');
  return HAS_EXTENSION.test(segments[segments.length - 1] ?? '');
}

export interface StaticClientOptions {
  /**
   * What a page's response names for the browser to fetch at once (`Link` header values), by
   * its request: modules that know what a page shows first (the catalogue) supply it.
   */
  preloadLinks?: (request: FastifyRequest) => Promise<string[]>;
}

export const staticClientPlugin = fp<StaticClientOptions>(
  async (app, options) => {
    const root = app.config.staticDir;
    const indexFile = join(root, 'index.html');

    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      redirect: false,
      dotfiles: 'ignore',
      // The build writes .br/.gz beside each asset (vite.config.ts `precompress`).
      preCompressed: true,
      cacheControl: false,
      suppressWarning: true,
      allowedPath: (pathName) => !isApiPath(pathName) && !isSocketPath(pathName),
      setHeaders: (reply, filePath) => {
        const rel = relative(root, filePath).split(sep).join('/');
        reply.header('cache-control', cacheControlFor(rel));
      },
    });

    let built = false;
    let routes: Promise<RouteChunks> | undefined;
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
      // A page never fails for want of a hint: without one the app fetches what it needs itself.
      const data = options.preloadLinks
        ? await options.preloadLinks(request).catch((error: unknown) => {
            request.log.warn({ err: error }, 'page preload links failed');
            return [];
          })
        : [];
      const links = [...routeLinks(await routes, request), ...data];
      if (links.length > 0) reply.header('link', links.join(', '));
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }

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
