/**
 * The sandbox aggregator's own web site: a server of its own on its own origin
 * (GAME_PROVIDER_ORIGIN, listening on GAME_PROVIDER_PORT), as a real aggregator's game server
 * is on the aggregator's domain. It serves the game client and its calls (play-routes.ts) and
 * nothing of the casino's — no API, no client, no cookies — and its pages may be framed only
 * by the casino's origins. Money still moves only through the operator's seamless wallet over
 * signed HTTP (../wallet/wallet-client.ts).
 */
import helmet from '@fastify/helmet';
import type { GameProviderSite } from '@server/config';
import { errorsPlugin } from '@server/plugins/errors';
import { rateLimitPlugin } from '@server/plugins/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sandboxPlayRoutes } from './play-routes';
import type { SandboxProvider } from './sandbox-provider';

export interface ProviderSiteOptions {
  site: GameProviderSite;
  sandbox: SandboxProvider;
}

/**
 * CSP's host sources have no form for an IPv6 address: Chromium logs an error on every game
 * page for http://[::1]:PORT and refuses framing from it either way, so only the names it can
 * read are listed. With none left, no page may frame the game, as the browser would decide.
 */
function framingSources(origins: readonly string[]): string[] {
  const expressible = origins.filter((origin) => !new URL(origin).hostname.startsWith('['));
  return expressible.length > 0 ? expressible : ["'none'"];
}

/** Adds the provider's headers and routes to a fresh Fastify instance (app.ts makes it). */
export async function buildProviderSite(
  server: FastifyInstance,
  { site, sandbox }: ProviderSiteOptions,
): Promise<FastifyInstance> {
  const https = site.origin.startsWith('https:');
  await server.register(errorsPlugin);
  await server.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': framingSources(site.casinoOrigins),
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    // X-Frame-Options cannot name another origin, and its SAMEORIGIN would refuse the
    // casino; frame-ancestors says who may frame the page.
    xFrameOptions: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000 } : false,
  });
  await server.register(rateLimitPlugin);
  await server.register(sandboxPlayRoutes, { site, sandbox });
  server.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found\n'),
  );
  return server;
}
