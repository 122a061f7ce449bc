/**
 * The Originals' rounds (design §8), every step one `rounds.step` — one transaction holding
 * the round's row lock — so a round's steps run one after another whatever arrives at once:
 *   bet      — the responsible-gambling gate, the stake through the ledger, the seed pair's next
 *              nonce, the outcome drawn and stored, all in one transaction; dice settles in it;
 *   act      — one step on the stored outcome (reveal, climb, cross); a hazard settles it lost,
 *              clearing the board pays it;
 *   cashout  — pays the round's current multiplier;
 *   active   — the open round of a game, to resume it.
 * The round id is derived from the player and the bet's action id, so a repeated bet message
 * finds its round and answers it; a step's action id is stored on the round, so a repeated
 * step answers the round as it stands. Settled rounds are published by the rounds module
 * (new_bet_self, the feed, the counters) after the commit.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@server/db/client';
import { ApiError } from '@server/http/api-error';
import type { ResponsibleGambling } from '@server/modules/responsible-gambling/plugin';
import type { LockedRound, Rounds } from '@server/modules/rounds/rounds';
import type { Ledger } from '@server/modules/wallet/ledger';
import { InsufficientFundsError } from '@server/modules/wallet/ledger-errors';
import { toUnits } from '@server/modules/wallet/money';
import {
  MIN_REAL_BET,
  type OriginalGame,
  type OriginalsActRequest,
  type OriginalsCashoutRequest,
  originalsBetRequestSchema,
  type RoundView,
} from '@/contracts/originals';
import {
  type ActionOf,
  cashOutRound,
  paramsProblem,
  type RoundRecord,
  type RoundStep,
  stepRound,
} from '@/games';
import type { PairCache } from '../fairness/pair-cache';
import { takeNonce } from '../fairness/seed-pairs';
import { drawRound, payoutOf, roundMovement } from './drawn-round';
import { createInstantBet } from './instant-bet';
import { createPlayerQueue } from './player-queue';
import { refusals } from './refusals';
import {
  activeRoundOf,
  gameOfRound,
  insertRound,
  type StoredRound,
  storedRound,
  updateOriginalRound,
} from './round-store';
import { recordOf, roundView } from './round-view';

const MIN_BET_UNITS = toUnits(String(MIN_REAL_BET));
/** Games whose bet settles at once: they take the one-statement path (instant-bet.ts). */
const INSTANT_GAMES: ReadonlySet<OriginalGame> = new Set(['dice']);
/** How many of one player's actions may wait in this process (autobet sends one at a time). */
export const MAX_WAITING_ACTIONS = 250;

export interface OriginalsService {
  bet(userId: string, payload: unknown): Promise<RoundView>;
  act(userId: string, request: OriginalsActRequest): Promise<RoundView>;
  cashOut(userId: string, request: OriginalsCashoutRequest): Promise<RoundView>;
  active(userId: string, game: OriginalGame): Promise<RoundView | null>;
}

export interface OriginalsDeps {
  db: Db;
  ledger: Ledger;
  rounds: Rounds;
  pairs: PairCache;
  gate: ResponsibleGambling;
  clock?: () => Date;
}

/** Round ids: unique per player and bet action, unguessable from the action id alone. */
export function roundIdFor(userId: string, actionId: string): string {
  return createHash('sha256').update(`${userId}:${actionId}`).digest('hex').slice(0, 32);
}

export function createOriginalsService(deps: OriginalsDeps): OriginalsService {
  const { db, rounds, gate, pairs } = deps;
  const clock = deps.clock ?? (() => new Date());
  const instantBet = createInstantBet({ ...deps, clock });
  const queue = createPlayerQueue(MAX_WAITING_ACTIONS);
  const queued = <T>(userId: string, work: () => Promise<T>): Promise<T> =>
    queue.run(userId, work) ?? Promise.reject(refusals.tooFast());

  /** The round's stored form, read inside the step (its lock is held). */
  async function stored(round: LockedRound, game: OriginalGame, id: string): Promise<StoredRound> {
    const found = await storedRound(round.book.tx, game, id);
    if (!found) throw refusals.unknownRound();
    return found;
  }

  /** Books a finished round: pays what it won (if anything), settles it, answers the payout. */
  async function settle(
    round: LockedRound,
    game: OriginalGame,
    id: string,
    record: RoundRecord,
  ): Promise<bigint> {
    const row = round.row;
    if (!row?.userId || !row.balanceType) throw new Error(`Round ${game}:${id} has no stake`);
    const payout = payoutOf(record, row.stake);
    if (payout > 0n) {
      await round.book.post(roundMovement(game, id, row.userId, row.balanceType, 'payout', payout));
    }
    await round.settled(payout);
    return payout;
  }

  async function bet(userId: string, payload: unknown): Promise<RoundView> {
    const parsed = originalsBetRequestSchema.safeParse(payload);
    if (!parsed.success) throw refusals.badRequest('This bet is not valid.');
    const request = parsed.data;
    const { game, params } = request;
    const problem = paramsProblem(game, params as never);
    if (problem) throw refusals.badRequest(problem);
    const amount = toUnits(request.amount);
    if (amount < MIN_BET_UNITS) throw refusals.belowMinimum();
    const id = roundIdFor(userId, request.actionId);
    try {
      if (INSTANT_GAMES.has(game)) {
        const settled = await instantBet(userId, request, id, amount);
        if (settled) return settled;
      }
      // This path takes the pair's nonce itself: a cached one is stale after it.
      pairs.forget(userId);
      return await rounds.step({ kind: game, id }, { create: true }, async (round) => {
        if (round.row && round.row.stake > 0n) {
          // The same bet again: answer the round it made.
          if (round.row.userId !== userId) throw refusals.unknownRound();
          return roundView(await stored(round, game, id));
        }
        if (round.row?.state === 'rolledBack') throw refusals.roundOver();
        const { tx } = round.book;
        await gate.assertAllowed(userId, 'bet', amount, tx);
        if (game !== 'dice' && (await activeRoundOf(tx, userId, game)))
          throw refusals.activeRound();
        const stake = roundMovement(game, id, userId, request.balanceType, 'bet', -amount);
        await round.book.post(stake);
        await round.staked({ userId, balanceType: request.balanceType, game, amount });
        const pair = await takeNonce(tx, userId, request.clientSeed);
        const { record, row } = drawRound(request, id, userId, pair, clock());
        await insertRound(tx, row);
        const payout = record.status === 'active' ? 0n : await settle(round, game, id, record);
        // Everything the view shows is known here: no need to read the round back.
        return roundView({
          round: row,
          stake: amount,
          payout,
          balanceType: request.balanceType,
          serverSeedHash: pair.serverSeedHash,
          serverSeed: null,
          clientSeed: pair.clientSeed,
        });
      });
    } catch (error) {
      throw refusalOf(error);
    }
  }

  /** One step or the cash-out of an open round, under its lock; a repeated action id acts once. */
  async function step(
    userId: string,
    roundId: string,
    actionId: string,
    play: (record: RoundRecord) => RoundStep<OriginalGame>,
  ): Promise<RoundView> {
    const game = await gameOfRound(db, roundId);
    if (!game) throw refusals.unknownRound();
    try {
      return await rounds.step({ kind: game, id: roundId }, { create: false }, async (round) => {
        const current = await stored(round, game, roundId);
        if (current.round.userId !== userId) throw refusals.unknownRound();
        if (current.round.actionIds.includes(actionId)) return roundView(current);
        if (current.round.status !== 'active') throw refusals.roundOver();
        const played = play(recordOf(current));
        if (!played.ok) throw refusals.badRequest(played.problem);
        const { record } = played;
        const now = clock();
        const changes = {
          progress: record.progress,
          status: record.status,
          multiplier: record.multiplier,
          actionIds: [...current.round.actionIds, actionId],
          closedAt: record.status === 'active' ? null : now,
        };
        await updateOriginalRound(round.book.tx, game, roundId, changes, now);
        const payout = record.status === 'active' ? 0n : await settle(round, game, roundId, record);
        return roundView({
          ...current,
          round: { ...current.round, ...changes, updatedAt: now },
          payout,
        });
      });
    } catch (error) {
      throw refusalOf(error);
    }
  }

  return {
    bet: (userId, payload) => queued(userId, () => bet(userId, payload)),
    act: (userId, request) =>
      queued(userId, () =>
        step(userId, request.roundId, request.actionId, (record) =>
          stepRound(record, request.action as ActionOf[OriginalGame]),
        ),
      ),
    cashOut: (userId, request) =>
      queued(userId, () =>
        step(userId, request.roundId, request.actionId, (record) => cashOutRound(record)),
      ),
    async active(userId, game) {
      const found = await activeRoundOf(db, userId, game);
      return found ? roundView(found) : null;
    },
  };
}

/** The ledger's and the gate's refusals in the Originals' codes; anything else is passed on. */
function refusalOf(error: unknown): unknown {
  if (error instanceof InsufficientFundsError) return refusals.insufficientFunds();
  if (error instanceof ApiError) return refusals.blocked(error.message);
  return error;
}
