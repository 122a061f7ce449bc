/**
 * GET /api/tp-games/list-head?list=<list key>&device=<device>: one list's first page for the
 * visitor's region (see list-head.ts), so a catalogue page paints its tiles before the
 * essentials arrive. It changes only when the catalogue does: a validator and 304. Unlike the
 * essentials it is never served stale (no-cache: every use revalidates, a 304 when unchanged,
 * and the service worker does not keep it): a stale first page followed by fresh essentials
 * would move the tiles. A key naming no list here (unknown tag, provider or game) is a 404.
 *
 * GET /api/tp-games/favorites-head?device=<device>: the same for the signed-in player's
 * favorites. It is theirs and changes with every heart they tap: private and never stored.
 */

import { apiErrors } from '@server/http/api-error';
import { matchesIfNoneMatch } from '@server/http/conditional';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FAVORITES_HEAD_PATH,
  favoritesHeadQuerySchema,
  LIST_HEAD_PATH,
  listHeadQuerySchema,
  listHeadSchema,
} from '@/contracts/catalogue';

const ROUTE = LIST_HEAD_PATH.replace(/^\/api/, '');
const FAVORITES_ROUTE = FAVORITES_HEAD_PATH.replace(/^\/api/, '');
/** 304: the client's copy (its If-None-Match) is current; no body. */
const notModified = z.null().describe('Not modified: the copy named in If-None-Match is current');

export const listHeadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { countryHeader, geoIpCsv } = app.config;
  // As the essentials, the answer depends on the country (see essentials-routes.ts).
  const vary = ['accept-encoding', ...(countryHeader ? [countryHeader] : [])].join(', ');
  const cacheControl = `${geoIpCsv ? 'private' : 'public'}, no-cache`;

  app.get(
    ROUTE,
    {
      config: { sharedAnswer: true },
      schema: {
        querystring: listHeadQuerySchema,
        response: { 200: listHeadSchema, 304: notModified },
      },
    },
    async (request, reply) => {
      const { list, device } = request.query;
      const head = await app.catalogue.listHead(list, request.countryCode, device);
      if (!head) throw apiErrors.notFound(`No list "${list}"`);
      reply.header('etag', `W/"${head.etag}"`);
      reply.header('vary', vary);
      reply.header('cache-control', cacheControl);
      if (matchesIfNoneMatch(request.headers['if-none-match'], head.etag)) {
        return reply.code(304).send(null);
      }
      return head.answer;
    },
  );

  app.get(
    FAVORITES_ROUTE,
    {
      preHandler: app.requireUser,
      schema: { querystring: favoritesHeadQuerySchema, response: { 200: listHeadSchema } },
    },
    async (request, reply) => {
      const { user } = app.accounts.signedIn(request);
      reply.header('cache-control', 'private, no-store');
      return app.catalogue.favoritesHead(user.id, request.countryCode, request.query.device);
    },
  );
};
