/**
 * The player's card purchases of crypto: GET /onramp/orders (their newest, with status) and
 * POST /onramp/orders (start one, with an idempotency key; answers the partner's checkout page
 * to send the player to). Starting is gated like a deposit: signed in, from an allowed region,
 * and rate limited; and it is a card payment, refused while the operator has those off.
 */

import { requireAllowedRegion } from '@server/plugins/country';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  onrampOrderBodySchema,
  onrampOrderListSchema,
  type StartedOnrampOrder,
  startedOnrampOrderSchema,
} from '@/contracts/onramp';
import { requireFeature } from '../settings/feature-gate';
import { idempotencyKeyOf } from '../wallet/idempotency';
import { orderView } from './order-view';
import { listOrdersOf } from './orders-repository';

const START_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
const RECENT_ORDERS = 20;

export const onrampRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const userOf = (request: FastifyRequest) => app.accounts.signedIn(request).user;

  app.get(
    '/onramp/orders',
    { preHandler: app.requireUser, schema: { response: { 200: onrampOrderListSchema } } },
    async (request) => {
      const rows = await listOrdersOf(app.database.db, userOf(request).id, RECENT_ORDERS);
      return { orders: rows.map(orderView) };
    },
  );

  app.post(
    '/onramp/orders',
    {
      preHandler: [app.requireUser, requireAllowedRegion, requireFeature('cardPayments')],
      onRequest: app.rateLimit(START_RATE_LIMIT),
      schema: { body: onrampOrderBodySchema, response: { 200: startedOnrampOrderSchema } },
    },
    async (request): Promise<StartedOnrampOrder> => {
      const body = request.body;
      const user = userOf(request);
      const key = idempotencyKeyOf(request, 'onramp', user.id);
      const row = await app.onramp.service.start(user, body, key);
      return {
        order: orderView(row),
        checkoutUrl:
          row.status === 'pending' && !row.answeredAt
            ? app.onramp.partner.checkoutUrlOf(row.id)
            : null,
      };
    },
  );
};
