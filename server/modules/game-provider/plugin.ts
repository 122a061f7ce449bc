/**
 * Game providers (`app.gameProvider`): StartGame's rules and token (start-game.ts), the
 * operator's seamless wallet the providers settle through (wallet/), and the built-in sandbox
 * aggregator (sandbox/) that serves a playable slot. Games come from the catalogue
 * (`options.games`); bets pass the responsible-gambling gate and, as ledger 'bet' movements,
 * count for deposit-bonus wagering through the bonuses module's ledger listener.
 */
import fp from 'fastify-plugin';
import type { GameLookup } from './game-lookup';
import { resolveGameSecret } from './game-secret';
import { cryptoRng } from './sandbox/rng';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider';
import { createSessionsRepository } from './sandbox/sessions-repository';
import { createStartGame, type StartGame } from './start-game';
import { createSeamlessWallet, type SeamlessWallet } from './wallet/seamless-wallet';

declare module 'fastify' {
  interface FastifyInstance {
    gameProvider: {
      startGame: StartGame;
      wallet: SeamlessWallet;
      sandbox: SandboxProvider;
      /** Signs the session tokens; tests use it to forge nothing but check what is signed. */
      secret: string;
    };
  }
}

export interface GameProviderOptions {
  games: GameLookup;
}

export const gameProviderPlugin = fp<GameProviderOptions>(
  async (app, options) => {
    const { db } = app.database;
    const secret = resolveGameSecret(app.config);
    const gate = app.responsibleGambling;
    const wallet = createSeamlessWallet({ db, ledger: app.ledger, gate, secret });
    const sandbox = createSandboxProvider({
      sessions: createSessionsRepository(db),
      wallet,
      rng: cryptoRng,
    });
    const startGame = createStartGame({ games: options.games, provider: sandbox, gate, secret });
    app.decorate('gameProvider', { startGame, wallet, sandbox, secret });
  },
  { name: 'game-provider', dependencies: ['wallet', 'responsible-gambling', 'account'] },
);
