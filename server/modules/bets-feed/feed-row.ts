/**
 * One settled round as a feed row: its money in dollars, its multiplier and its game's name.
 * Used by both the latest-rows query and the socket publisher, so a row looks the same
 * whichever way it reaches the client.
 */
import { type BetsFeedRow, ORIGINAL_GAME_NAMES } from '@/contracts/bets-feed';
import { ORIGINAL_GAMES, type OriginalGame } from '@/contracts/originals';
import { unitsToNumber } from '../wallet/money';

/** Multipliers keep 4 decimals (the Originals' own ×10,000 precision), truncated. */
const MULTIPLIER_SCALE = 10_000n;

export interface FeedRound {
  kind: string;
  roundId: string;
  game: string | null;
  /** The catalogue's title of the game, when it has one. */
  catalogueTitle: string | null;
  playerName: string | null;
  hiddenInFeed: boolean;
  settledAt: Date;
  /** Units of 1e-8 USD. */
  stake: bigint;
  payout: bigint;
}

function isOriginalGame(game: string): game is OriginalGame {
  return (ORIGINAL_GAMES as readonly string[]).includes(game);
}

export function gameNameOf(game: string, catalogueTitle: string | null): string {
  if (isOriginalGame(game)) return ORIGINAL_GAME_NAMES[game];
  return catalogueTitle ?? game;
}

export function multiplierOf(stake: bigint, payout: bigint): number {
  if (stake <= 0n) return 0;
  return Number((payout * MULTIPLIER_SCALE) / stake) / Number(MULTIPLIER_SCALE);
}

export function feedRowOf(round: FeedRound): BetsFeedRow {
  const game = round.game ?? round.kind;
  return {
    id: `${round.kind}:${round.roundId}`,
    game,
    gameName: gameNameOf(game, round.catalogueTitle),
    player: round.hiddenInFeed ? null : round.playerName,
    time: round.settledAt.toISOString(),
    betAmount: unitsToNumber(round.stake),
    multiplier: multiplierOf(round.stake, round.payout),
    payout: unitsToNumber(round.payout),
  };
}
