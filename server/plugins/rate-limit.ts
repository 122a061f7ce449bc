/**
 * Rate limiting, off by default and switched on per route with
 * `config: { rateLimit: { max, timeWindow } }`, so static files never count against a visitor.
 * Limits are per client IP (behind a proxy, set TRUST_PROXY so that is the real client).
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { apiErrors } from '../http/api-error';

export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        apiErrors.rateLimited(`Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);
