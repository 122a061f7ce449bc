/**
 * StartGame (spec part 1 §7 'Games'): the rules a launch must pass, in this order, before the
 * provider is asked for a game URL —
 *   1. the input: an identifier, a mode and a balance type as the currency;
 *   2. the game exists and is a provider's (a house game opens at its own page instead);
 *   3. the player's country is not on the game's blacklist, and the site serves their region
 *      for real money;
 *   4. the game runs on the requesting device;
 *   5. fun mode: the game has one; real mode: a signed-in player;
 *   6. the provider takes the currency;
 *   7. real mode: no break or self-exclusion runs (the responsible-gambling gate).
 * Then it issues the signed session token (session-token.ts) bound to the player, game, mode
 * and currency, and launches. A refusal creates no session.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '@server/http/api-error';
import { type BalanceType, isBalanceType } from '@/contracts/balances';
import type { Device, GameMode, GameStartResult } from '@/contracts/catalogue';
import type { ResponsibleGambling } from '../responsible-gambling/plugin';
import type { GameLookup } from './game-lookup';
import type { GameProvider } from './provider';
import { signSessionToken, TOKEN_TTL_MS } from './session-token';
import { startGameErrors } from './start-game-errors';

export interface StartGameInput {
  gameIdentifier: string;
  mode: GameMode;
  gameCurrency: string;
}

export interface Launcher {
  userId: string | null;
  countryCode: string | null;
  /** The site's own region restriction (RESTRICTED_COUNTRIES): no real money there. */
  restrictedRegion: boolean;
  device: Device;
  locale: string;
}

export interface StartGameDeps {
  games: GameLookup;
  provider: GameProvider;
  gate: ResponsibleGambling;
  secret: string;
  clock?: () => number;
}

const MAX_IDENTIFIER = 200;

function parseInput(input: StartGameInput): { identifier: string; currency: BalanceType } {
  const identifier = input.gameIdentifier.trim();
  if (!identifier || identifier.length > MAX_IDENTIFIER) {
    throw startGameErrors.badInput('gameIdentifier must name a game.');
  }
  const currency = input.gameCurrency.trim().toLowerCase();
  if (!isBalanceType(currency)) {
    throw startGameErrors.badInput(
      `gameCurrency must be a balance type, not "${input.gameCurrency}".`,
    );
  }
  return { identifier, currency };
}

export function createStartGame(deps: StartGameDeps) {
  const { games, provider, gate, secret } = deps;
  const clock = deps.clock ?? Date.now;

  async function assertMayPlayForReal(userId: string): Promise<void> {
    try {
      // Zero more: a running break or self-exclusion refuses; limits are checked per stake.
      await gate.assertAllowed(userId, 'bet', 0n);
    } catch (error) {
      if (error instanceof ApiError)
        throw startGameErrors.blockedByLimits(error.message, error.details);
      throw error;
    }
  }

  return async function startGame(input: StartGameInput, who: Launcher): Promise<GameStartResult> {
    const { identifier, currency } = parseInput(input);
    const game = await games.findGame(identifier);
    if (!game) throw startGameErrors.gameNotFound(identifier);
    if (game.overrideLink) throw startGameErrors.opensElsewhere(game.title, game.overrideLink);
    const blocked = who.countryCode !== null && game.blacklist.includes(who.countryCode);
    if (blocked || (input.mode === 'real' && who.restrictedRegion)) {
      throw startGameErrors.regionBlocked();
    }
    if (!game.devices.includes(who.device)) throw startGameErrors.deviceUnsupported(who.device);
    if (input.mode === 'fun' && !game.hasFunMode) throw startGameErrors.funModeUnavailable();
    if (input.mode === 'real' && !who.userId) throw startGameErrors.signInRequired();
    if (!provider.supportedCurrencies.includes(currency)) {
      throw startGameErrors.currencyUnsupported(currency, provider.supportedCurrencies);
    }
    // A visitor's fun session belongs to nobody: the token names no player.
    const userId = input.mode === 'real' ? who.userId : null;
    if (userId) await assertMayPlayForReal(userId);

    const exp = clock() + TOKEN_TTL_MS;
    const token = await signSessionToken(secret, {
      sid: randomUUID(),
      uid: userId,
      game: game.identifier,
      mode: input.mode,
      cur: currency,
      exp,
    });
    const launched = await provider.launch({
      game,
      mode: input.mode,
      currency,
      token,
      expiresAt: new Date(exp),
      userId,
      locale: who.locale,
    });
    return {
      url: launched.url,
      token,
      partnerId: launched.partnerId,
      supportedCurrencies: [...provider.supportedCurrencies],
    };
  };
}

export type StartGame = ReturnType<typeof createStartGame>;
