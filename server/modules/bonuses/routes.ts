/**
 * The signed-in player's deposit bonuses: GET /bonuses (claimable offers and their bonuses
 * with wager progress), POST /bonuses/claim, POST /bonuses/:bonusId/forfeit (the body must
 * carry `confirm: true`). Input is parsed before anything changes. Forfeit needs no
 * idempotency key: it is a per-bonus transition, and a repeat is refused as already ended.
 */

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  bonusesSchema,
  bonusIdSchema,
  claimBonusBodySchema,
  forfeitBonusBodySchema,
  playerBonusResponseSchema,
} from '@/contracts/bonuses';

const WRITE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const paramsSchema = z.object({ bonusId: bonusIdSchema });

export const bonusRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOf = (request: FastifyRequest) => app.accounts.signedIn(request).user;
  const write = { preHandler: app.requireUser, onRequest: app.rateLimit(WRITE_RATE_LIMIT) };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/bonuses',
    { preHandler: app.requireUser, schema: { response: { 200: bonusesSchema } } },
    async (request) => app.bonuses.overview(userOf(request).id),
  );

  const bonusAnswer = { 200: playerBonusResponseSchema };

  app.post(
    '/bonuses/claim',
    { ...write, schema: { body: claimBonusBodySchema, response: bonusAnswer } },
    async (request) => {
      const { offerId } = request.body;
      return { bonus: await app.bonuses.claim(userOf(request).id, offerId) };
    },
  );

  app.post(
    '/bonuses/:bonusId/forfeit',
    {
      ...write,
      schema: { params: paramsSchema, body: forfeitBonusBodySchema, response: bonusAnswer },
    },
    async (request) => {
      const { bonusId } = request.params;
      return { bonus: await app.bonuses.forfeit(userOf(request).id, bonusId) };
    },
  );
};
