/**
 * POST /promo/redeemCode {code, recaptcha} (spec part 1 §5, §7): a signed-in player redeems a
 * promo code once, after a solved captcha (which is spent whatever the outcome, so each guess
 * costs a new proof of work). GET /promo/redemptions lists the codes the player redeemed (the
 * free play dialog shows them).
 */

import { requireAllowedRegion } from '@server/plugins/country';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  promoRedemptionsSchema,
  redeemCodeBodySchema,
  redeemResultSchema,
} from '@/contracts/promo';
import { redeemPromoCode } from './redeem';
import { redemptionsOf } from './repository';

const REDEEM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/promo/redeemCode',
    {
      onRequest: app.rateLimit(REDEEM_RATE_LIMIT),
      preHandler: [requireAllowedRegion, app.requireUser],
      schema: { body: redeemCodeBodySchema, response: { 200: redeemResultSchema } },
    },
    async (request) => {
      const { code, recaptcha } = request.body;
      const { user } = app.accounts.signedIn(request);
      await app.captcha.assertSolved(recaptcha);
      return redeemPromoCode(app.ledger, user.id, code);
    },
  );

  app.get(
    '/promo/redemptions',
    { preHandler: app.requireUser, schema: { response: { 200: promoRedemptionsSchema } } },
    async (request) => {
      const { user } = app.accounts.signedIn(request);
      return { redemptions: await redemptionsOf(app.database.db, user.id) };
    },
  );
};
