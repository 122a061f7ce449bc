/**
 * A small in-memory catalogue for the game-provider tests (the GameLookup the catalogue
 * module provides in the app), and a StartGame wired to a test app's real provider, wallet
 * and responsible-gambling gate with it.
 */

import type { GameLookup, LaunchableGame } from '@server/modules/game-provider/game-lookup';
import { createStartGame, type Launcher } from '@server/modules/game-provider/start-game';
import type { FastifyInstance } from 'fastify';

export const SLOT: LaunchableGame = {
  identifier: 'sandbox-fruit-party',
  title: 'Fruit Party',
  provider: 'Sandbox Studio',
  hasFunMode: true,
  devices: ['mobile', 'desktop'],
  blacklist: ['US'],
  gid: 'sbx-1',
  aggregator: 'sandbox',
  overrideLink: null,
};

export const GAMES: readonly LaunchableGame[] = [
  SLOT,
  { ...SLOT, identifier: 'live-roulette', title: 'Live Roulette', hasFunMode: false },
  { ...SLOT, identifier: 'desk-only', title: 'Desk Only', devices: ['desktop'] },
  { ...SLOT, identifier: 'dice', title: 'Dice', aggregator: 'house', overrideLink: '/dice' },
];

export const inMemoryGames: GameLookup = {
  findGame: async (identifier) => GAMES.find((game) => game.identifier === identifier) ?? null,
};

export const visitor: Launcher = {
  userId: null,
  countryCode: 'DE',
  restrictedRegion: false,
  device: 'desktop',
  locale: 'en',
};

export function startGameOn(app: FastifyInstance) {
  return createStartGame({
    games: inMemoryGames,
    provider: app.gameProvider.sandbox,
    gate: app.responsibleGambling,
    secret: app.gameProvider.secret,
  });
}

/** The sandbox session id in a launch URL. */
export function sessionIdOf(url: string): string {
  return new URL(url, 'http://localhost').searchParams.get('session') ?? '';
}
