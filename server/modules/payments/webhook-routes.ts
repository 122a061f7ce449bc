/**
 * What providers and the chain call (no session, no CSRF token): the chain watcher's webhook
 * and the M-Pesa and checkout callbacks. Each body must carry a valid HMAC-SHA256 signature of
 * its exact bytes (signature.ts); anything else gets 401 before it is even parsed as a
 * notification, so nobody but the key holder can report a payment.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { ApiError, apiErrors } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { checkoutEventSchema } from './cash';
import { chainTransferSchema } from './chain-watcher';
import { depositView } from './deposit-view';
import { mpesaCallbackSchema } from './mpesa';
import { SIGNATURE_HEADER, signatureMatches } from './signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, for signature checks (webhook routes only). */
    rawBody?: string;
  }
}

const badSignature = () =>
  new ApiError(401, API_ERROR_CODES.unauthorized, 'Missing or invalid payments signature');

export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, csrf: false };
  });
  // Keep the bytes: the signature is over them, not over a re-serialised object.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = raw;
    try {
      done(null, raw === '' ? undefined : JSON.parse(raw));
    } catch {
      done(apiErrors.validation([], 'The body is not valid JSON'), undefined);
    }
  });
  app.addHook('preHandler', async (request) => {
    const header = request.headers[SIGNATURE_HEADER];
    if (!signatureMatches(app.payments.webhookSecret, request.rawBody ?? '', header)) {
      throw badSignature();
    }
  });

  app.post('/payments/webhooks/chain', async (request) => {
    const transfer = parseInput(chainTransferSchema, request.body, 'body');
    const row = await app.payments.chain.receive(transfer);
    return {
      ok: true,
      deposit: { ...depositView(row), status: row.status, userId: row.userId },
    };
  });

  app.post('/payments/callbacks/mpesa', async (request) => {
    const callback = parseInput(mpesaCallbackSchema, request.body, 'body');
    const row = await app.payments.mpesa.callback(callback);
    if (!row) request.log.warn({ callback }, 'M-Pesa callback for an unknown request');
    // Daraja's acknowledgement: it stops resending once it gets this.
    return { ResultCode: 0, ResultDesc: 'Accepted', status: row?.status ?? null };
  });

  app.post('/payments/callbacks/cash', async (request) => {
    const event = parseInput(checkoutEventSchema, request.body, 'body');
    const row = await app.payments.cash.callback(event);
    if (!row) request.log.warn({ event }, 'Checkout event for an unknown session');
    return { received: true, status: row?.status ?? null };
  });
};
