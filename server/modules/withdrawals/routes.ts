/**
 * The player's withdrawal calls: POST /withdrawals (with an idempotency key: a retry answers
 * the withdrawal the first attempt made), GET /withdrawals (their newest, with status) and
 * POST /withdrawals/:id/cancel for a pending one of their own. Withdrawals pass no
 * responsible-gambling gate: a player on a break can always take their money out.
 */

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  withdrawalBodySchema,
  withdrawalListSchema,
  withdrawalSchema,
} from '@/contracts/withdrawals';
import { idempotencyKeyOf } from '../wallet/idempotency';
import { listWithdrawalsOf } from './repository';
import { withdrawalView } from './view';

const WRITE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const RECENT_WITHDRAWALS = 20;

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const userOf = (request: FastifyRequest) => app.accounts.signedIn(request).user;
  const write = { preHandler: app.requireUser, onRequest: app.rateLimit(WRITE_RATE_LIMIT) };

  app.get(
    '/withdrawals',
    { preHandler: app.requireUser, schema: { response: { 200: withdrawalListSchema } } },
    async (request) => {
      const rows = await listWithdrawalsOf(app.database.db, userOf(request).id, RECENT_WITHDRAWALS);
      return { withdrawals: rows.map(withdrawalView) };
    },
  );

  app.post(
    '/withdrawals',
    { ...write, schema: { body: withdrawalBodySchema, response: { 200: withdrawalSchema } } },
    async (request) => {
      const body = request.body;
      const user = userOf(request);
      const key = idempotencyKeyOf(request, 'withdrawal', user.id);
      return withdrawalView(
        await app.withdrawals.request(user, body, key, app.accounts.client(request)),
      );
    },
  );

  app.post(
    '/withdrawals/:id/cancel',
    {
      ...write,
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: withdrawalSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      return withdrawalView(await app.withdrawals.cancel(userOf(request).id, id));
    },
  );
};
