/**
 * Game providers (`app.gameProvider`): StartGame's rules and token (start-game.ts), the
 * operator's seamless wallet the providers settle through (wallet/, over signed HTTP), and the
 * built-in sandbox aggregator (sandbox/) that serves a playable slot from a site of its own
 * (`app.gameProvider.site`, on GAME_PROVIDER_ORIGIN; main.ts listens on it) and calls that
 * wallet like an outside aggregator would. Games come from the catalogue (`app.catalogue`); bets
 * pass the responsible-gambling gate and, as ledger 'bet' movements, count for deposit-bonus
 * wagering through the bonuses module's ledger listener.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueGames } from './catalogue-games';
import { resolveGameSecret, resolveWalletSecret } from './game-secret';
import { buildProviderSite } from './sandbox/provider-site';
import { cryptoRng } from './sandbox/rng';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';
import { createSessionsRepository } from './sandbox/sessions-repository';
import { finishStrandedRounds } from './sandbox/stranded-rounds';
import { createStartGame, type StartGame } from './start-game';
import { startGameErrors } from './start-game-errors';
import { createSeamlessWallet, type SeamlessWallet } from './wallet/seamless-wallet';
import { createWalletClient } from './wallet/wallet-client';

declare module 'fastify' {
  interface FastifyInstance {
    gameProvider: {
      startGame: StartGame;
      /** Refuses a client that opens too many sessions (each launch writes one). */
      limitStarts(request: FastifyRequest): Promise<void>;
      wallet: SeamlessWallet;
      sandbox: SandboxProvider;
      /** The sandbox provider's own web server, on its own origin; not listening yet. */
      site: FastifyInstance;
      /** Signs StartGame's session tokens. */
      secret: string;
      /** Signs the providers' wallet calls. */
      walletSecret: string;
    };
  }
}

const SWEEP_INTERVAL_MS = 60_000;
/** Per client IP; a player opening games by hand stays far below it. */
const START_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export interface GameProviderOptions {
  /** A fresh Fastify instance for the provider's site, with the app's logging and proxies. */
  createSiteServer: () => FastifyInstance;
}

export const gameProviderPlugin = fp<GameProviderOptions>(
  async (app, { createSiteServer }) => {
    const { db } = app.database;
    const secret = resolveGameSecret(app.config);
    const walletSecret = resolveWalletSecret(app.config);
    const gate = app.responsibleGambling;
    const wallet = createSeamlessWallet({ db, rounds: app.rounds, gate, secret });
    const sessions = createSessionsRepository(db);
    const providerWallet = createWalletClient(app, walletSecret);
    const { gameProvider: siteConfig } = app.config;
    const sandbox = createSandboxProvider({
      sessions,
      wallet: providerWallet,
      rng: cryptoRng,
      origin: siteConfig.origin,
    });
    const startGame = createStartGame({
      games: catalogueGames(app.catalogue),
      provider: sandbox,
      gate,
      secret,
    });
    // StartGame is a GraphQL field, so the route-level limit does not reach it: the resolver
    // asks this limiter (the rate-limit plugin's own store and IP keying) before launching.
    const startLimiter = app.createRateLimit(START_RATE_LIMIT);
    async function limitStarts(request: FastifyRequest): Promise<void> {
      const limit = await startLimiter(request);
      if (!limit.isAllowed && limit.isExceeded)
        throw startGameErrors.rateLimited(limit.ttlInSeconds);
    }
    app.decorate('gameProvider', {
      startGame,
      limitStarts,
      wallet,
      sandbox,
      site: await buildProviderSite(createSiteServer(), { site: siteConfig, sandbox }),
      secret,
      walletSecret,
    });

    // Rounds a restart interrupted are finished by the sandbox, as an aggregator retries.
    let closing = false;
    const timer = setInterval(() => {
      finishStrandedRounds(sessions, providerWallet, new Date()).catch((error: unknown) => {
        if (!closing) app.log.error({ err: error }, 'finishing stranded game rounds failed');
      });
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await app.gameProvider.site.close();
    });
  },
  {
    name: 'game-provider',
    dependencies: [
      'wallet',
      'rounds',
      'responsible-gambling',
      'account',
      'catalogue',
      'rate-limit',
    ],
  },
);
