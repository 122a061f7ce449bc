/**
 * The player's withdrawal calls: POST /withdrawals (with an idempotency key: a retry answers
 * the withdrawal the first attempt made), GET /withdrawals (their newest, with status) and
 * POST /withdrawals/:id/cancel for a pending one of their own. Withdrawals pass no
 * responsible-gambling gate: a player on a break can always take their money out.
 */

import { parseInput } from '@server/http/validate';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { withdrawalBodySchema } from '@/contracts/withdrawals';
import { idempotencyKeyOf } from '../wallet/idempotency';
import { listWithdrawalsOf } from './repository';
import { withdrawalView } from './view';

const WRITE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const RECENT_WITHDRAWALS = 20;

export const withdrawalRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const userOf = (request: FastifyRequest) => app.accounts.signedIn(request).user;
  const write = { preHandler: app.requireUser, onRequest: app.rateLimit(WRITE_RATE_LIMIT) };

  app.get('/withdrawals', { preHandler: app.requireUser }, async (request) => {
    const rows = await listWithdrawalsOf(app.database.db, userOf(request).id, RECENT_WITHDRAWALS);
    return { withdrawals: rows.map(withdrawalView) };
  });

  app.post('/withdrawals', write, async (request) => {
    const body = parseInput(withdrawalBodySchema, request.body, 'body');
    const user = userOf(request);
    const key = idempotencyKeyOf(request, 'withdrawal', user.id);
    return withdrawalView(
      await app.withdrawals.request(user, body, key, app.accounts.client(request)),
    );
  });

  app.post('/withdrawals/:id/cancel', write, async (request) => {
    const { id } = parseInput(
      z.object({ id: z.coerce.number().int().positive() }),
      request.params,
      'params',
    );
    return withdrawalView(await app.withdrawals.cancel(userOf(request).id, id));
  });
};
