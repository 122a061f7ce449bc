/**
 * The sandbox provider's routes, on its own site (provider-site.ts) like an aggregator's game
 * server: the game client page (framed by the casino's page), its script, and the JSON calls
 * it makes — state, spin and refill. The session id in the page's address is the key
 * (unguessable, as a real launch URL's); no cookie is read, and writes must come from a page of
 * the provider's own origin.
 */
import { readFileSync } from 'node:fs';
import type { GameProviderSite } from '@server/config';
import { apiErrors } from '@server/http/api-error';
import { unitsToNumber } from '@server/modules/wallet/money';
import { isSameSiteRequest } from '@server/plugins/csrf';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALE_CODES } from '@/contracts/locales';
import { BET_CENTS, PAYLINES, SYMBOLS } from './paytable';
import { playPage } from './play-page';
import {
  PLAY_PATH,
  PROVIDER_PREFIX,
  type SandboxProvider,
  type SessionState,
  type SpinResult,
} from './sandbox-provider';
import { SESSION_ID_PATTERN } from './sessions-repository';
import { gridAt } from './slot-math';

const SCRIPT = readFileSync(new URL('./client/slot-frame.js', import.meta.url), 'utf8');

const sessionSchema = z.string().regex(SESSION_ID_PATTERN, 'Not a game session');
const pageQuery = z.object({
  session: sessionSchema,
  lang: z.enum(LOCALE_CODES).catch('en'),
});
const stateQuery = z.object({ session: sessionSchema });
const spinBody = z.object({ session: sessionSchema, bet: z.number().int().positive() });

const glyphs = Object.fromEntries(SYMBOLS.map((symbol) => [symbol.id, symbol.glyph]));
const OPENING_GRID = gridAt([0, 0, 0, 0, 0]);

function stateView(state: SessionState) {
  return {
    ...state,
    balance: unitsToNumber(state.balance),
    bets: BET_CENTS,
    glyphs,
    paylines: PAYLINES,
    grid: OPENING_GRID,
  };
}

function spinView(result: SpinResult) {
  return {
    roundId: result.roundId,
    grid: result.grid,
    lines: result.lines.map((line) => ({ ...line, payout: unitsToNumber(line.payout) })),
    bet: unitsToNumber(result.bet),
    win: unitsToNumber(result.win),
    balance: unitsToNumber(result.balance),
  };
}

export interface PlayRoutesOptions {
  sandbox: SandboxProvider;
  site: GameProviderSite;
}

export const sandboxPlayRoutes: FastifyPluginAsyncZod<PlayRoutesOptions> = async (
  app,
  { sandbox: provider, site },
) => {
  app.addHook('onRequest', app.rateLimit({ max: 300, timeWindow: '1 minute' }));
  /** A preValidation hook: a call from elsewhere gets its 403 whatever its body says. */
  const fromProviderPage = async (request: FastifyRequest) => {
    if (!isSameSiteRequest(request, site.origin)) {
      throw apiErrors.forbidden('Play from the game page');
    }
  };

  app.get(PLAY_PATH, { schema: { querystring: pageQuery } }, async (request, reply) => {
    const { session, lang } = request.query;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(playPage({ sessionId: session, lang, casinoOrigins: site.casinoOrigins }));
  });

  app.get(`${PROVIDER_PREFIX}/slot-frame.js`, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(SCRIPT),
  );

  app.get(
    `${PROVIDER_PREFIX}/state`,
    { schema: { querystring: stateQuery } },
    async (request, reply) => {
      const { session } = request.query;
      reply.header('cache-control', 'no-store');
      return stateView(await provider.state(session));
    },
  );

  const playCall = { preValidation: fromProviderPage };
  app.post(
    `${PROVIDER_PREFIX}/spin`,
    { ...playCall, schema: { body: spinBody } },
    async (request) => {
      const { session, bet } = request.body;
      return spinView(await provider.spin(session, bet));
    },
  );

  app.post(
    `${PROVIDER_PREFIX}/refill`,
    { ...playCall, schema: { body: stateQuery } },
    async (request) => {
      const { session } = request.body;
      return stateView(await provider.refill(session));
    },
  );
};
