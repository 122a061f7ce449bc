/**
 * GET /api/tp-games/essentials: every game offered in the visitor's region and the providers,
 * from the service's prepared bodies: brotli or gzip as the client accepts, a strong ETag per
 * encoding, 304 when If-None-Match names the current content, and caching that lets the
 * service worker and HTTP caches serve a stale copy while they revalidate.
 */

import { entityTag, matchesIfNoneMatch, preferredEncoding } from '@server/http/conditional';
import type { FastifyPluginAsync } from 'fastify';
import { ESSENTIALS_PATH } from '@/contracts/catalogue';

const ROUTE = ESSENTIALS_PATH.replace(/^\/api/, '');

export const essentialsRoutes: FastifyPluginAsync = async (app) => {
  const { countryHeader, geoIpCsv } = app.config;
  // The answer depends on the country: a shared cache may keep it only when the country
  // arrives in a header it can vary on; a GeoIP-derived one only the browser may keep.
  const vary = ['accept-encoding', ...(countryHeader ? [countryHeader] : [])].join(', ');
  const scope = geoIpCsv ? 'private' : 'public';
  const cacheControl = `${scope}, max-age=60, stale-while-revalidate=86400`;

  app.get(ROUTE, { config: { sharedAnswer: true } }, async (request, reply) => {
    const body = await app.catalogue.essentials(request.countryCode);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.header('etag', entityTag(body.etag, encoding));
    reply.header('vary', vary);
    reply.header('cache-control', cacheControl);
    if (matchesIfNoneMatch(request.headers['if-none-match'], body.etag)) {
      return reply.code(304).send();
    }
    reply.type('application/json; charset=utf-8');
    if (encoding === 'identity') return reply.send(body.json);
    // Already encoded: the compress plugin leaves an answer with a Content-Encoding alone.
    reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? body.br : body.gzip);
  });
};
