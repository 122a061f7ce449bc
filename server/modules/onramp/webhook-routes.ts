/**
 * The on-ramp partner's callback (POST /payments/callbacks/onramp): signed like every payment
 * callback (payments/signed-bodies.ts), so only the key holder can say an order was paid.
 */

import { parseInput } from '@server/http/validate';
import type { FastifyPluginAsync } from 'fastify';
import { acceptSignedBodiesOnly } from '../payments/signed-bodies';
import { onrampEventSchema } from './sandbox-partner';

export const onrampWebhookRoutes: FastifyPluginAsync = async (app) => {
  acceptSignedBodiesOnly(app, app.payments.webhookSecret);

  app.post('/payments/callbacks/onramp', async (request) => {
    const event = parseInput(onrampEventSchema, request.body, 'body');
    const row = await app.onramp.service.callback(event);
    if (!row) request.log.warn({ event }, 'On-ramp event for an unknown order');
    return { received: true, status: row?.status ?? null };
  });
};
