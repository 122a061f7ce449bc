/**
 * The on-ramp partner's callback (POST /payments/callbacks/onramp): signed like every payment
 * callback (payments/signed-bodies.ts), so only the key holder can say an order was paid.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptSignedBodiesOnly } from '../payments/signed-bodies';
import { onrampEventSchema } from './sandbox-partner';

export const onrampWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptSignedBodiesOnly(app, app.payments.webhookSecret);

  app.post(
    '/payments/callbacks/onramp',
    { schema: { body: onrampEventSchema } },
    async (request) => {
      const event = request.body;
      const row = await app.onramp.service.callback(event);
      if (!row) request.log.warn({ event }, 'On-ramp event for an unknown order');
      return { received: true, status: row?.status ?? null };
    },
  );
};
