/**
 * POST /account/transfer (spec part 1 §7 'Money and social'): a tip. Region-restricted visitors
 * get 1002 like every money call; body and idempotency key are parsed before anything else;
 * rate limited per client, since every call may cost the player a two-factor code.
 */
import type { FastifyPluginAsync } from 'fastify';
import { transferBodySchema } from '@/contracts/tips';
import { parseInput } from '../../http/validate';
import { requireAllowedRegion } from '../../plugins/country';
import { idempotencyKeyOf } from '../wallet/idempotency';
import { createTipService } from './service';

const TIP_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const tipRoutes: FastifyPluginAsync = async (app) => {
  const tips = createTipService(app);

  app.post(
    '/account/transfer',
    {
      onRequest: app.rateLimit(TIP_RATE_LIMIT),
      preHandler: [requireAllowedRegion, app.requireUser],
    },
    async (request, reply) => {
      const body = parseInput(transferBodySchema, request.body, 'body');
      const { user } = app.accounts.signedIn(request);
      const key = idempotencyKeyOf(request, 'tip', user.id);
      reply.header('cache-control', 'no-store');
      return tips.send(user, body, key);
    },
  );
};
