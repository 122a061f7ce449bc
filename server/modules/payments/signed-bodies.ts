/**
 * Routes that providers and the chain call, with no session or CSRF token: in the plugin that
 * calls this, every JSON body is kept as received and must carry a valid HMAC-SHA256
 * signature of those exact bytes (signature.ts); anything else gets 401 before it is even
 * parsed as a notification. Used by the payment webhooks, the on-ramp partner's callback and
 * the game provider's seamless-wallet calls (each with its own secret, header and wording).
 */

import { ApiError, apiErrors } from '@server/http/api-error';
import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { SIGNATURE_HEADER, signatureMatches } from './signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, for signature checks (signed routes only). */
    rawBody?: string;
  }
}

interface SignedBodyOptions {
  /** The header the signature travels in. */
  header?: string;
  /** What the caller is told when it is missing or wrong. */
  refusal?: string;
}

export function acceptSignedBodiesOnly(
  app: FastifyInstance,
  secret: string,
  {
    header = SIGNATURE_HEADER,
    refusal = 'Missing or invalid payments signature',
  }: SignedBodyOptions = {},
): void {
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
    if (!signatureMatches(secret, request.rawBody ?? '', request.headers[header])) {
      throw new ApiError(401, API_ERROR_CODES.unauthorized, refusal);
    }
  });
}
