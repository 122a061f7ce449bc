/**
 * What every Original's bet books and stores, on either path (the general step in service.ts,
 * the one-statement instant bet in instant-bet.ts): its two money movements, keyed by round,
 * and the round drawn from the seed pair at its nonce, as original_rounds stores it.
 */
import type { Movement } from '@server/modules/wallet/ledger';
import { toUnits } from '@server/modules/wallet/money';
import type { BalanceType } from '@/contracts/balances';
import { MAX_PAYOUT, type OriginalGame, type OriginalsBetRequest } from '@/contracts/originals';
import { floatCountOf, gameFloats, openRound, payoutUnits, type RoundRecord } from '@/games';
import type { SeedPairRow } from '../fairness/seed-pairs';
import type { OriginalRoundRow } from './round-store';

const MAX_PAYOUT_UNITS = toUnits(String(MAX_PAYOUT));

export function roundMovement(
  game: OriginalGame,
  id: string,
  userId: string,
  balanceType: BalanceType,
  kind: 'bet' | 'payout',
  playerAmount: bigint,
): Movement {
  return {
    type: kind,
    idempotencyKey: `originals:${game}:${id}:${kind}`,
    balanceType,
    reference: game,
    meta: { roundId: id, game },
    legs: [
      { account: 'player', userId, amount: playerAmount },
      { account: 'house', amount: -playerAmount },
    ],
  };
}

/** What a finished round pays on `stake`: its multiplier's worth when won, capped; else 0. */
export function payoutOf(record: RoundRecord, stake: bigint): bigint {
  return record.status === 'won' ? payoutUnits(stake, record.multiplier, MAX_PAYOUT_UNITS) : 0n;
}

/** The round a bet draws from `pair` at the pair's nonce, and its row as stored. */
export function drawRound(
  request: OriginalsBetRequest,
  id: string,
  userId: string,
  pair: SeedPairRow,
  now: Date,
): { record: RoundRecord; row: OriginalRoundRow } {
  const { game, params } = request;
  const floats = gameFloats(pair, floatCountOf(game, params as never));
  const record = openRound(game, params as never, floats);
  return {
    record,
    row: {
      game,
      id,
      userId,
      seedPairId: pair.id,
      nonce: pair.nonce,
      params,
      outcome: record.outcome,
      progress: record.progress,
      status: record.status,
      multiplier: record.multiplier,
      actionIds: [request.actionId],
      createdAt: now,
      updatedAt: now,
      closedAt: record.status === 'active' ? null : now,
    },
  };
}
