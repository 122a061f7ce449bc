/**
 * POST /account/transfer (spec part 1 §7 'Money and social'): a tip. Region-restricted visitors
 * get 1002 like every money call; body and idempotency key are parsed before anything else;
 * rate limited per client address and per player (TIPS_PER_ACCOUNT_PER_MINUTE, so many
 * addresses do not add up for one account), since every call may cost a two-factor code and
 * a public one writes to the chat.
 */

import { requireAllowedRegion } from '@server/plugins/country';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transferBodySchema, transferResultSchema } from '@/contracts/tips';
import { idempotencyKeyOf } from '../wallet/idempotency';
import { createTipService } from './service';
import { tipErrors } from './tip-errors';

const TIP_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const tipRoutes: FastifyPluginAsyncZod = async (app) => {
  const tips = createTipService(app);
  // A limiter of its own: a request runs only one `app.rateLimit` hook (the address's here).
  const accountLimit = app.createRateLimit({
    max: app.config.tipsPerAccountPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `tip-sender:${app.accounts.signedIn(request).user.id}`,
  });
  /** After requireUser, so the sender is known; a visitor never gets this far. */
  async function perAccount(request: FastifyRequest): Promise<void> {
    const limit = await accountLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw tipErrors.tooFast(limit.ttlInSeconds);
  }

  app.post(
    '/account/transfer',
    {
      onRequest: app.rateLimit(TIP_RATE_LIMIT),
      preHandler: [requireAllowedRegion, app.requireUser, perAccount],
      schema: { body: transferBodySchema, response: { 200: transferResultSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const { user } = app.accounts.signedIn(request);
      const key = idempotencyKeyOf(request, 'tip', user.id);
      reply.header('cache-control', 'no-store');
      return tips.send(user, body, key, app.accounts.client(request));
    },
  );
};
