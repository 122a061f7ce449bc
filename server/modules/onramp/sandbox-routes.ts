/**
 * The sandbox on-ramp partner's pages, outside /api like a partner's own site: GET shows an
 * order's hosted card page, POST …/pay (the card form) and …/cancel answer it through the
 * partner and send the player back to the cashier's buy tab. A card the form refuses shows
 * the page again with the problem and changes nothing. The order id is the secret, and the
 * buttons only work from the page itself (same-site check).
 */

import { apiErrors } from '@server/http/api-error';
import { fromHostedPage, sendHostedPage as html } from '@server/http/hosted-page';
import { parseInput } from '@server/http/validate';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { checkoutOverPage } from '../payments/checkout-page';
import { onrampCheckoutPage } from './checkout-page';
import { ORDER_ID_PATTERN } from './order-id';
import { ONRAMP_PAGE_PREFIX, ONRAMP_RETURN_URL } from './sandbox-partner';

const paramsSchema = z.object({ orderId: z.string().regex(ORDER_ID_PATTERN) });
const cardSchema = z.object({
  number: z.string().max(32).default(''),
  expiry: z.string().max(16).default(''),
  cvc: z.string().max(8).default(''),
});
const RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export const sandboxOnrampRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addHook('onRequest', app.rateLimit(RATE_LIMIT));

  const orderOf = async (params: unknown) => {
    const { orderId } = parseInput(paramsSchema, params, 'params');
    const order = await app.onramp.service.order(orderId);
    if (!order) throw apiErrors.notFound('No such order');
    return order;
  };
  const pageOf = (orderId: string) => `${ONRAMP_PAGE_PREFIX}/${orderId}`;

  app.get(`${ONRAMP_PAGE_PREFIX}/:orderId`, async (request, reply) => {
    const order = await orderOf(request.params);
    if (order.status !== 'pending' || order.answeredAt) {
      return html(reply, checkoutOverPage(order.status, ONRAMP_RETURN_URL));
    }
    return html(reply, onrampCheckoutPage(order, pageOf(order.id), null));
  });

  const guard = (request: Parameters<typeof fromHostedPage>[0]) => {
    if (!fromHostedPage(request, app.config.publicOrigin)) {
      throw apiErrors.forbidden('Use the buttons of the payment page');
    }
  };

  app.post(`${ONRAMP_PAGE_PREFIX}/:orderId/pay`, async (request, reply) => {
    guard(request);
    const order = await orderOf(request.params);
    const card = parseInput(cardSchema, request.body ?? {}, 'body');
    const problem = await app.onramp.partner.pay(order, card);
    if (problem) return html(reply, onrampCheckoutPage(order, pageOf(order.id), problem), 400);
    return reply.redirect(ONRAMP_RETURN_URL, 303);
  });

  app.post(`${ONRAMP_PAGE_PREFIX}/:orderId/cancel`, async (request, reply) => {
    guard(request);
    await app.onramp.partner.cancel(await orderOf(request.params));
    return reply.redirect(ONRAMP_RETURN_URL, 303);
  });
};
