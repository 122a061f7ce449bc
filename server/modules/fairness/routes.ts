/**
 * The seeds of the signed-in player (spec part 1 §2.1 /fair, §2.7 `fairness`):
 *   GET  /fairness/seeds  — the active pair (server seed hash, client seed, next nonce) and the
 *                           revealed ones, newest first;
 *   POST /fairness/rotate — reveal the active pair and start one with the given client seed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rotatedSeedsSchema, rotateSeedsSchema, seedsSchema } from '@/contracts/originals';

export const fairnessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fairness/seeds',
    { preHandler: app.requireUser, schema: { response: { 200: seedsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.fairness.seeds(app.accounts.signedIn(request).user.id);
    },
  );

  app.post(
    '/fairness/rotate',
    {
      onRequest: app.rateLimit({ max: 30, timeWindow: '1 minute' }),
      preHandler: app.requireUser,
      schema: { body: rotateSeedsSchema, response: { 200: rotatedSeedsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.fairness.rotate(app.accounts.signedIn(request).user.id, request.body.clientSeed);
    },
  );
};
