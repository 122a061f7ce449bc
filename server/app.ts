/**
 * Builds the Fastify instance: cross-cutting plugins, then realtime and module services, then
 * routes under /api, GraphQL, and the static client last (it owns every unmatched path).
 * The game provider's site is a second instance (`app.gameProvider.site`) on its own origin.
 * Tests call `buildApp` and use `app.inject` without listening; main listens on both.
 */
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { graphqlPlugin } from './graphql/plugin';
import { validateWithZodSchemas } from './http/zod-schemas';
import { loggerOptions } from './logger';
import { authRoutes } from './modules/account/auth-routes';
import { accountPlugin } from './modules/account/plugin';
import { profileRoutes } from './modules/account/profile-routes';
import { accountRoutes } from './modules/account/routes';
import { affiliatePlugin } from './modules/affiliate/plugin';
import { affiliateRoutes } from './modules/affiliate/routes';
import { betsFeedPlugin } from './modules/bets-feed/plugin';
import { betsFeedRoutes } from './modules/bets-feed/routes';
import { bonusesPlugin } from './modules/bonuses/plugin';
import { bonusRoutes } from './modules/bonuses/routes';
import { captchaPlugin } from './modules/captcha/plugin';
import { captchaRoutes } from './modules/captcha/routes';
import { essentialsRoutes } from './modules/catalogue/essentials-routes';
import { listHeadRoutes } from './modules/catalogue/list-head-routes';
import { cataloguePageHints } from './modules/catalogue/page-preloads';
import { cataloguePlugin } from './modules/catalogue/plugin';
import { chatPlugin } from './modules/chat/plugin';
import { chatRoutes } from './modules/chat/routes';
import { chatStaffRoutes } from './modules/chat/staff-routes';
import { coinPricesPlugin } from './modules/coin-prices/plugin';
import { coinPriceRoutes } from './modules/coin-prices/routes';
import { emailVerificationPlugin } from './modules/email-verification/plugin';
import { emailVerificationRoutes } from './modules/email-verification/routes';
import { emberRoutes } from './modules/ember/routes';
import { fairnessPlugin } from './modules/fairness/plugin';
import { fairnessRoutes } from './modules/fairness/routes';
import { gameProviderPlugin } from './modules/game-provider/plugin';
import { providerPathsOnCasino } from './modules/game-provider/sandbox/casino-origin-routes';
import { gameWalletRoutes } from './modules/game-provider/wallet/wallet-routes';
import { healthRoutes } from './modules/health/routes';
import { identityPlugin } from './modules/identity/plugin';
import { identityRoutes } from './modules/identity/routes';
import { identitySandboxRoutes } from './modules/identity/sandbox-routes';
import { imagesPlugin } from './modules/images/plugin';
import { imageResizeRoutes, thumbnailRoutes } from './modules/images/routes';
import { kycPlugin } from './modules/kyc/plugin';
import { kycRoutes } from './modules/kyc/routes';
import { createPageTexts } from './modules/locales/page-texts';
import { mailPlugin } from './modules/mail/plugin';
import { mutesRoutes } from './modules/mutes/routes';
import { onrampPlugin } from './modules/onramp/plugin';
import { onrampRoutes } from './modules/onramp/routes';
import { sandboxOnrampRoutes } from './modules/onramp/sandbox-routes';
import { onrampWebhookRoutes } from './modules/onramp/webhook-routes';
import { operatorRoutes } from './modules/operator/routes';
import { type OperatorToken, resolveOperatorToken } from './modules/operator/token';
import { originalsPlugin } from './modules/originals/plugin';
import { originalsRoutes } from './modules/originals/routes';
import { paymentsPlugin } from './modules/payments/plugin';
import { paymentRoutes } from './modules/payments/routes';
import { sandboxCheckoutRoutes } from './modules/payments/sandbox-routes';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes';
import { promoRoutes } from './modules/promo/routes';
import { pushPlugin } from './modules/push/plugin';
import { pushRoutes } from './modules/push/routes';
import { responsibleGamblingPlugin } from './modules/responsible-gambling/plugin';
import { responsibleGamblingRoutes } from './modules/responsible-gambling/routes';
import { roundsPlugin } from './modules/rounds/plugin';
import { settingsPlugin } from './modules/settings/plugin';
import { settingsRoutes } from './modules/settings/routes';
import { tipRoutes } from './modules/tips/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { twoFactorPlugin } from './modules/two-factor/plugin';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { historyRoutes } from './modules/wallet/history-routes';
import { walletPlugin } from './modules/wallet/plugin';
import { withdrawalsPlugin } from './modules/withdrawals/plugin';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { apiDocsPlugin } from './plugins/api-docs';
import { compressPlugin } from './plugins/compress';
import { contextPlugin } from './plugins/context';
import { cookiesPlugin } from './plugins/cookies';
import { countryPlugin } from './plugins/country';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticClientPlugin } from './plugins/static-client';
import { realtimePlugin } from './realtime/plugin';

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated by the caller, who also closes it after the app. */
  database: Database;
  /** Resolved by the caller when it wants to report it; resolved here otherwise. */
  operatorToken?: OperatorToken;
  /** Sees every route of the app as it is added (the contract test lists them with it). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Fastify 5.12 ignores a numeric trustProxy (it fails closed), so a hop count becomes the
 * equivalent function: trust the nearest `hops` addresses in the X-Forwarded-For chain.
 */
function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** A server as this process runs them: the app's, and the game provider's site. */
function createServer(config: Config, bodyLimit: number): FastifyInstance {
  const server = Fastify({
    logger: loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    // Two lines per static asset drown everything else; our error handler still logs
    // failures, and LOG_LEVEL=debug brings the request lines back.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit,
    return503OnClosing: true,
  });
  validateWithZodSchemas(server);
  return server;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const operatorToken = options.operatorToken ?? resolveOperatorToken(config);

  const app = createServer(config, 256 * 1024);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  await app.register(contextPlugin, { config, database });
  await app.register(errorsPlugin);
  await app.register(apiDocsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressPlugin);
  await app.register(cookiesPlugin);
  await app.register(csrfPlugin);
  await app.register(rateLimitPlugin);
  await app.register(countryPlugin);

  await app.register(realtimePlugin);
  await app.register(settingsPlugin);
  await app.register(mailPlugin);
  await app.register(accountPlugin);
  await app.register(walletPlugin);
  await app.register(roundsPlugin);
  await app.register(affiliatePlugin);
  await app.register(bonusesPlugin);
  await app.register(responsibleGamblingPlugin);
  await app.register(kycPlugin);
  await app.register(emailVerificationPlugin);
  await app.register(twoFactorPlugin);
  await app.register(identityPlugin);
  await app.register(pushPlugin);
  await app.register(captchaPlugin);
  await app.register(coinPricesPlugin);
  await app.register(paymentsPlugin);
  await app.register(onrampPlugin);
  await app.register(withdrawalsPlugin);
  await app.register(cataloguePlugin);
  await app.register(gameProviderPlugin, {
    // The provider's calls carry a session id and a bet: a few hundred bytes.
    createSiteServer: () => createServer(config, 16 * 1024),
  });
  await app.register(imagesPlugin);
  await app.register(chatPlugin);
  await app.register(fairnessPlugin);
  await app.register(originalsPlugin);
  await app.register(betsFeedPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(profileRoutes);
      await api.register(trackingRoutes);
      await api.register(affiliateRoutes);
      await api.register(emberRoutes);
      await api.register(identityRoutes);
      await api.register(kycRoutes);
      await api.register(emailVerificationRoutes);
      await api.register(twoFactorRoutes);
      await api.register(pushRoutes);
      await api.register(historyRoutes);
      await api.register(bonusRoutes);
      await api.register(responsibleGamblingRoutes);
      await api.register(mutesRoutes);
      await api.register(tipRoutes);
      await api.register(chatRoutes);
      await api.register(chatStaffRoutes);
      await api.register(fairnessRoutes);
      await api.register(originalsRoutes);
      await api.register(captchaRoutes);
      await api.register(promoRoutes);
      await api.register(coinPriceRoutes);
      await api.register(paymentRoutes);
      await api.register(paymentWebhookRoutes);
      await api.register(onrampRoutes);
      await api.register(onrampWebhookRoutes);
      await api.register(withdrawalRoutes);
      await api.register(essentialsRoutes);
      await api.register(listHeadRoutes);
      await api.register(imageResizeRoutes);
      await api.register(betsFeedRoutes);
      await api.register(operatorRoutes, { token: operatorToken.token });
    },
    { prefix: '/api' },
  );
  await app.register(graphqlPlugin);
  await app.register(sandboxCheckoutRoutes);
  await app.register(identitySandboxRoutes);
  await app.register(sandboxOnrampRoutes);
  await app.register(providerPathsOnCasino);
  await app.register(gameWalletRoutes);
  await app.register(thumbnailRoutes);
  const pageTexts = createPageTexts();
  await app.register(staticClientPlugin, {
    pageHints: (request, locale) =>
      cataloguePageHints(
        app.catalogue,
        {
          url: request.url,
          userAgent: request.headers['user-agent'],
          mobileHint: [request.headers['sec-ch-ua-mobile']].flat()[0],
          countryCode: request.countryCode,
          locale,
        },
        pageTexts,
      ),
  });

  return app;
}
