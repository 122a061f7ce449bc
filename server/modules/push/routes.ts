/**
 * Web push under /api/push: the VAPID public key, and storing and deleting this browser's
 * subscription. Subscriptions belong to the visitor (`vid` cookie) and, once accounts exist,
 * to the signed-in user. Endpoints outside PUSH_SERVICE_HOSTS are refused (SSRF guard).
 */

import { apiErrors } from '@server/http/api-error';
import { ensureVisitorId } from '@server/http/visitor-id';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type PushKeyResponse,
  pushKeyResponseSchema,
  pushUnsubscribeRequestSchema,
} from '@/contracts/push';
import { endpointRefusal } from './allowlist';
import { subscribeBodySchema } from './schemas';

/** A subscription is well under 2 KB; nothing bigger is worth parsing. */
const BODY_LIMIT = 8 * 1024;
const KEY_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
const WRITE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function owner(request: FastifyRequest, visitorId: string) {
    const user = await app.accounts.currentUser(request);
    return { visitorId, userId: user?.id ?? null };
  }

  app.get(
    '/push/key',
    {
      onRequest: app.rateLimit(KEY_RATE_LIMIT),
      schema: { response: { 200: pushKeyResponseSchema } },
    },
    async (): Promise<PushKeyResponse> => ({ publicKey: await app.push.publicKey() }),
  );

  app.post(
    '/push/subscribe',
    {
      onRequest: app.rateLimit(WRITE_RATE_LIMIT),
      bodyLimit: BODY_LIMIT,
      schema: { body: subscribeBodySchema },
    },
    async (request, reply) => {
      const { subscription } = request.body;
      const refusal = endpointRefusal(subscription.endpoint, app.config.push.serviceHosts);
      if (refusal) {
        throw apiErrors.validation(
          [{ path: 'body.subscription.endpoint', message: refusal }],
          'This push service is not supported',
        );
      }
      const visitorId = ensureVisitorId(request, reply, app.config.https);
      const userAgent = request.headers['user-agent'] ?? null;
      await app.push.subscribe(subscription, { ...(await owner(request, visitorId)), userAgent });
      return { ok: true };
    },
  );

  app.post(
    '/push/unsubscribe',
    {
      onRequest: app.rateLimit(WRITE_RATE_LIMIT),
      bodyLimit: BODY_LIMIT,
      schema: { body: pushUnsubscribeRequestSchema },
    },
    async (request, reply) => {
      const { endpoint } = request.body;
      const visitorId = ensureVisitorId(request, reply, app.config.https);
      // Unknown, or someone else's: the answer is the same, so it tells nothing about others.
      await app.push.unsubscribe(endpoint, await owner(request, visitorId));
      return { ok: true };
    },
  );
};
