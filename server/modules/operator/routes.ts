/**
 * The operator API under /api/operator: read settings, change flags/features/maintenance,
 * publish or clear the global banner, send a push notification to every subscribed device,
 * review players' identity verification (kyc/operator-routes.ts), change the game catalogue
 * (catalogue/operator-routes.ts), the chat's permission strings, mutes and bans
 * (chat/operator-routes.ts).
 * Each settings change reaches every open client through the settings service's
 * `settingsUpdated` broadcast. It also reads the mail outbox. Attempts are rate limited before the token is checked, so
 * guessing it is throttled too.
 */

import { apiErrors } from '@server/http/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bonusOperatorRoutes } from '../bonuses/operator-routes';
import { catalogueOperatorRoutes } from '../catalogue/operator-routes';
import { chatOperatorRoutes } from '../chat/operator-routes';
import { coinPricesOperatorRoutes } from '../coin-prices/operator-routes';
import { kycOperatorRoutes } from '../kyc/operator-routes';
import { paymentsOperatorRoutes } from '../payments/operator-routes';
import { promoOperatorRoutes } from '../promo/operator-routes';
import { pushMessageSchema } from '../push/schemas';
import { responsibleGamblingOperatorRoutes } from '../responsible-gambling/operator-routes';
import { bannerInputSchema, settingsPatchSchema } from '../settings/schemas';
import { walletOperatorRoutes } from '../wallet/operator-routes';
import { withdrawalsOperatorRoutes } from '../withdrawals/operator-routes';
import { bearerToken, tokenMatches } from './auth';

export interface OperatorRoutesOptions {
  token: string;
}

const RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const outboxQuerySchema = z.object({
  to: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(10),
});

export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (
  app,
  { token },
) => {
  // The bearer token authenticates these, never a cookie: there is no session to forge.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, csrf: false };
  });
  app.addHook('onRequest', app.rateLimit(RATE_LIMIT));
  app.addHook('onRequest', async (request, reply) => {
    if (!tokenMatches(bearerToken(request.headers.authorization), token)) {
      reply.header('www-authenticate', 'Bearer realm="operator"');
      throw apiErrors.unauthorized();
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/operator/settings', async () => app.settings.stored());

  app.patch('/operator/settings', { schema: { body: settingsPatchSchema } }, async (request) =>
    app.settings.update(request.body),
  );

  app.put('/operator/banner', { schema: { body: bannerInputSchema } }, async (request) => ({
    banner: await app.settings.setBanner(request.body),
  }));

  app.delete('/operator/banner', async () => {
    await app.settings.clearBanner();
    return { banner: null };
  });

  /** The newest emails of the local outbox (`npm run outbox`), optionally to one address. */
  app.get('/operator/outbox', { schema: { querystring: outboxQuerySchema } }, async (request) => {
    const messages = await app.mail.latest(request.query);
    return { messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
  });

  /** Broadcast: answers once every push service has answered (or timed out), with counts. */
  app.post('/operator/push', { schema: { body: pushMessageSchema } }, async (request) =>
    app.push.send({ kind: 'all' }, request.body),
  );

  // Inherits the token, rate-limit and no-CSRF hooks above.
  await app.register(kycOperatorRoutes);
  await app.register(walletOperatorRoutes);
  await app.register(coinPricesOperatorRoutes);
  await app.register(bonusOperatorRoutes);
  await app.register(responsibleGamblingOperatorRoutes);
  await app.register(promoOperatorRoutes);
  await app.register(paymentsOperatorRoutes);
  await app.register(withdrawalsOperatorRoutes);
  await app.register(catalogueOperatorRoutes);
  await app.register(chatOperatorRoutes);
};
