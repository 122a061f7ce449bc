/**
 * A game provider (aggregator) as the operator sees it, Hub88 / SoftSwiss style: the operator
 * issues a signed session token and asks the provider to launch a game with it; the provider
 * answers with the URL of its game client. While the player plays, the provider moves real
 * money only by calling the operator's seamless wallet (./wallet) with that token.
 */
import type { BalanceType } from '@/contracts/balances';
import type { GameMode } from '@/contracts/catalogue';
import type { LaunchableGame } from './game-lookup';

export interface LaunchRequest {
  game: LaunchableGame;
  mode: GameMode;
  currency: BalanceType;
  /** The operator's session token (session-token.ts). */
  token: string;
  expiresAt: Date;
  userId: string | null;
  /** The UI language, so the game client speaks it. */
  locale: string;
}

export interface LaunchResult {
  url: string;
  /** The operator's account at the provider. */
  partnerId: string;
}

export interface GameProvider {
  readonly partnerId: string;
  readonly supportedCurrencies: readonly BalanceType[];
  /** The long-run share of stakes its games pay back, as a fraction (0.9631). */
  readonly returnToPlayer: number;
  launch(request: LaunchRequest): Promise<LaunchResult>;
}
