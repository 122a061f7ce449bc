/**
 * What providers and the chain call (no session, no CSRF token): the chain watcher's webhook
 * and the M-Pesa and checkout callbacks. Each body must carry a valid HMAC-SHA256 signature of
 * its exact bytes (signed-bodies.ts); anything else gets 401 before it is even parsed as a
 * notification, so nobody but the key holder can report a payment.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutEventSchema } from './cash';
import { chainTransferSchema } from './chain-watcher';
import { depositView } from './deposit-view';
import { mpesaCallbackSchema } from './mpesa';
import { acceptSignedBodiesOnly } from './signed-bodies';

export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptSignedBodiesOnly(app, app.payments.webhookSecret);

  app.post(
    '/payments/webhooks/chain',
    { schema: { body: chainTransferSchema } },
    async (request) => {
      const transfer = request.body;
      const row = await app.payments.chain.receive(transfer);
      return {
        ok: true,
        deposit: { ...depositView(row), status: row.status, userId: row.userId },
      };
    },
  );

  app.post(
    '/payments/callbacks/mpesa',
    { schema: { body: mpesaCallbackSchema } },
    async (request) => {
      const callback = request.body;
      const row = await app.payments.mpesa.callback(callback);
      if (!row) request.log.warn({ callback }, 'M-Pesa callback for an unknown request');
      // Daraja's acknowledgement: it stops resending once it gets this.
      return { ResultCode: 0, ResultDesc: 'Accepted', status: row?.status ?? null };
    },
  );

  app.post(
    '/payments/callbacks/cash',
    { schema: { body: checkoutEventSchema } },
    async (request) => {
      const event = request.body;
      const row = await app.payments.cash.callback(event);
      if (!row) request.log.warn({ event }, 'Checkout event for an unknown session');
      return { received: true, status: row?.status ?? null };
    },
  );
};
