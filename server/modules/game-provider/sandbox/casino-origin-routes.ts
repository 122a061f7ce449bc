/**
 * The provider's paths on the casino's own origin answer 404: its pages live on its own
 * origin (provider-site.ts). Served here too, the game would be same-origin with the casino
 * again, where a sandboxed frame isolates nothing.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PROVIDER_PREFIX } from './sandbox-provider';

export const providerPathsOnCasino: FastifyPluginAsync = async (app) => {
  const elsewhere = async (_request: unknown, reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send(`Not found: the game provider's pages are at ${app.config.gameProvider.origin}\n`);
  app.all(PROVIDER_PREFIX, elsewhere);
  app.all(`${PROVIDER_PREFIX}/*`, elsewhere);
};
