/**
 * The sandbox checkout's pages, outside /api like a provider's own site: GET shows the hosted
 * payment page of a session, POST …/pay and …/cancel (plain form posts from that page) report
 * the result to this server's signed callback and send the player back to the cashier. The
 * session id is the secret (unguessable, as a real provider's), and the buttons only work
 * from the page itself (same-site check).
 */

import { apiErrors } from '@server/http/api-error';
import { fromHostedPage, sendHostedPage as html } from '@server/http/hosted-page';
import { parseInput } from '@server/http/validate';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { formatUnits } from '../wallet/money';
import { checkoutOverPage, checkoutPage } from './checkout-page';
import { dollarsOf } from './deposits-repository';
import { CHECKOUT_PAGE_PREFIX, CHECKOUT_RETURN_URL } from './sandbox-checkout';

const paramsSchema = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_-]{16,64}$/) });
const RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export const sandboxCheckoutRoutes: FastifyPluginAsync = async (app) => {
  // The page's forms post urlencoded bodies; they carry nothing this route reads.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  app.addHook('onRequest', app.rateLimit(RATE_LIMIT));

  const sessionOf = async (params: unknown) => {
    const { sessionId } = parseInput(paramsSchema, params, 'params');
    const row = await app.payments.cash.session(sessionId);
    if (!row) throw apiErrors.notFound('No such checkout');
    return row;
  };

  app.get(`${CHECKOUT_PAGE_PREFIX}/:sessionId`, async (request, reply) => {
    const row = await sessionOf(request.params);
    if (row.status !== 'pending')
      return html(reply, checkoutOverPage(row.status, CHECKOUT_RETURN_URL));
    const page = checkoutPage({
      action: `${CHECKOUT_PAGE_PREFIX}/${row.providerRef}`,
      amount: formatUnits(dollarsOf(row)),
      merchant: 'KadiBet',
    });
    return html(reply, page);
  });

  for (const [action, result] of [
    ['pay', 'completed'],
    ['cancel', 'cancelled'],
  ] as const) {
    app.post(`${CHECKOUT_PAGE_PREFIX}/:sessionId/${action}`, async (request, reply) => {
      if (!fromHostedPage(request, app.config.publicOrigin)) {
        throw apiErrors.forbidden('Use the buttons of the checkout page');
      }
      const row = await sessionOf(request.params);
      if (row.status === 'pending') await app.payments.cash.finish(row, result);
      return reply.redirect(CHECKOUT_RETURN_URL, 303);
    });
  }
};
