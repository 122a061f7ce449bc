/**
 * The signed-in player's history (issue 5 'History'): GET /wallet/history (one page of a tab,
 * sorted and paged by the server) and GET /wallet/history/:entryId (`historyDetails`). Query
 * and params are parsed first: a bad one is a 400, someone else's entry a 404.
 */

import { apiErrors } from '@server/http/api-error';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  historyDetailsSchema,
  historyEntryIdSchema,
  historyPageSchema,
  historyQuerySchema,
} from '@/contracts/wallet-history';
import { historyDetails, historyPage } from './history-repository';

const paramsSchema = z.object({ entryId: historyEntryIdSchema });

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = { preHandler: app.requireUser };
  const userOf = (request: FastifyRequest) => app.accounts.signedIn(request).user;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/wallet/history',
    { ...read, schema: { querystring: historyQuerySchema, response: { 200: historyPageSchema } } },
    async (request) => {
      const query = request.query;
      return historyPage(db, userOf(request).id, query);
    },
  );

  app.get(
    '/wallet/history/:entryId',
    { ...read, schema: { params: paramsSchema, response: { 200: historyDetailsSchema } } },
    async (request) => {
      const { entryId } = request.params;
      const details = await historyDetails(db, userOf(request).id, BigInt(entryId));
      if (!details) throw apiErrors.notFound('No such entry in your history');
      return details;
    },
  );
};
