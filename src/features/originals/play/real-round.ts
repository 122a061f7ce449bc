/**
 * Real-money rounds over the socket (issue 19): each action is one acknowledged emit carrying
 * a fresh action id, and each answer is parsed with the contract before it reaches the board.
 */
import { safeParse } from 'zod/mini';
import type { BalanceType } from '@/contracts/balances';
import {
  type OriginalGame,
  type OriginalsAck,
  type OriginalsActRequest,
  type OriginalsBetRequest,
  originalsAckSchema,
  type RoundView,
} from '@/contracts/originals';
import type { ActionOf, ParamsOf } from '@/games';
import { emitWithAck } from '@/shared/api/socket-ack';
import { newActionId } from './action-id';

/** An answer the client could not read counts as a failed call, never as a round. */
function parsedAck(game: OriginalGame, answer: unknown): OriginalsAck {
  const parsed = safeParse(originalsAckSchema, answer);
  if (!parsed.success || (parsed.data.ok && parsed.data.round && parsed.data.round.game !== game)) {
    return { ok: false, code: 'FAILED', message: '' };
  }
  return parsed.data;
}

export interface RealBet<G extends OriginalGame> {
  game: G;
  params: ParamsOf[G];
  amount: number;
  balanceType: BalanceType;
  clientSeed: string;
}

export async function placeRealBet<G extends OriginalGame>(bet: RealBet<G>): Promise<OriginalsAck> {
  // The bet's game and params are one of the contract's pairs by construction (ParamsOf[G]);
  // TypeScript cannot narrow a generic game to that union member.
  const request = {
    game: bet.game,
    params: bet.params,
    actionId: newActionId(),
    amount: bet.amount.toFixed(2),
    balanceType: bet.balanceType,
    clientSeed: bet.clientSeed,
  } as OriginalsBetRequest;
  return parsedAck(bet.game, await emitWithAck('originals:bet', request));
}

export async function actOnRealRound<G extends OriginalGame>(
  round: RoundView,
  action: ActionOf[G],
): Promise<OriginalsAck> {
  // ActionOf[G] is one of the stepped actions (dice has none), which the request carries.
  const request: OriginalsActRequest = {
    actionId: newActionId(),
    roundId: round.id,
    action: action as OriginalsActRequest['action'],
  };
  return parsedAck(round.game, await emitWithAck('originals:act', request));
}

export async function cashOutRealRound(round: RoundView): Promise<OriginalsAck> {
  const answer = await emitWithAck('originals:cashout', {
    actionId: newActionId(),
    roundId: round.id,
  });
  return parsedAck(round.game, answer);
}

export async function activeRealRound(game: OriginalGame): Promise<OriginalsAck> {
  return parsedAck(game, await emitWithAck('originals:active', { game }));
}
