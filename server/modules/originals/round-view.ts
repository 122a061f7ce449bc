/**
 * What the player is told about a round: its view (the socket acks, contracts/originals
 * RoundView) and its bet record (spec part 2 §3, the history and the verifier). An open
 * stepped round never shows its outcome — the mines stay hidden until the round is over.
 */
import { shortCodeOf } from '@/contracts/balances';
import {
  type BetRecord,
  betRecordSchema,
  type OriginalGame,
  type RoundView,
  roundViewSchema,
} from '@/contracts/originals';
import { MULTIPLIER_ONE, type RoundRecord } from '@/games';
import { unitsToNumber } from '../wallet/money';
import type { StoredRound } from './round-store';

export const GAME_NAMES: Readonly<Record<OriginalGame, string>> = {
  dice: 'Dice',
  mines: 'Mines',
  junglemines: 'Jungle Mines',
  towers: 'Towers',
  linearmines: 'Mission Uncrossable',
};

export function recordOf(stored: StoredRound): RoundRecord {
  const { round } = stored;
  return {
    game: round.game,
    params: round.params as RoundRecord['params'],
    outcome: round.outcome,
    progress: round.progress,
    status: round.status,
    multiplier: round.multiplier,
  };
}

export function roundView(stored: StoredRound): RoundView {
  const { round } = stored;
  const over = round.status !== 'active';
  return roundViewSchema.parse({
    id: round.id,
    game: round.game,
    status: round.status,
    balanceType: stored.balanceType,
    amount: unitsToNumber(stored.stake),
    payoutMultiplier: round.multiplier / MULTIPLIER_ONE,
    payout: unitsToNumber(stored.payout),
    serverSeedHash: stored.serverSeedHash,
    clientSeed: stored.clientSeed,
    nonce: round.nonce,
    createdAt: round.createdAt.toISOString(),
    params: round.params,
    progress: round.game === 'dice' ? null : round.progress,
    outcome: over || round.game === 'dice' ? round.outcome : null,
  });
}

export function betRecord(
  stored: StoredRound,
  user: { id: string; name: string | null },
): BetRecord {
  const { round } = stored;
  const over = round.status !== 'active';
  const params = round.params as Record<string, unknown>;
  const betAmount = unitsToNumber(stored.stake);
  const payoutValue = unitsToNumber(stored.payout);
  const balanceType = stored.balanceType ?? 'cash';
  return betRecordSchema.parse({
    betId: round.id,
    roundId: round.id,
    gameId: round.game,
    gameName: GAME_NAMES[round.game],
    betAmount,
    balanceType,
    currency: shortCodeOf(balanceType as Parameters<typeof shortCodeOf>[0]),
    closedOut: over,
    closeoutComplete: over,
    paidOut: stored.payout > 0n,
    won: round.status === 'won',
    payoutValue,
    mult: round.multiplier / MULTIPLIER_ONE,
    profit: over ? payoutValue - betAmount : 0,
    twoFactor: false,
    user,
    userId: user.id,
    clientSeed: stored.clientSeed,
    nonce: round.nonce,
    roundHash: stored.serverSeedHash,
    serverSeed: stored.serverSeed,
    gridCount: typeof params.gridCount === 'number' ? params.gridCount : undefined,
    minesCount: typeof params.minesCount === 'number' ? params.minesCount : undefined,
    towersCount:
      round.game === 'towers'
        ? (round.progress as { playedRows: number[] } | null)?.playedRows.length
        : undefined,
    params,
    timestamp: round.createdAt.toISOString(),
    closeoutTimestamp: round.closedAt?.toISOString() ?? null,
    createdAt: round.createdAt.toISOString(),
    updatedAt: round.updatedAt.toISOString(),
  });
}
