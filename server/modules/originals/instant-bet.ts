/**
 * The hot path of an instant Original (dice: staked, drawn and settled at once): the outcome is
 * drawn here from the player's cached seed pair, then `originals_instant_bets` (migration 0014)
 * makes every write the general path's step makes — the round, the stake and the payout through
 * ledger_post, the nonce, the draw, the site counters — for many bets in one statement, each
 * bet its own subtransaction. Bets that arrive while earlier ones are being booked join the
 * next statement (db/statement-batcher.ts); that, and one statement instead of a dozen, is
 * what lets a 2-core server settle a thousand bets a second.
 * It answers null, having written nothing, whenever the general path must decide:
 *   - the player has a wager or loss limit, a break or a self-exclusion (the full gate runs);
 *   - the round exists (the same bet again: the general path answers the round it made);
 *   - the pair moved on under the cache twice in a row (a rotation, another process's bets);
 *   - the statement failed as a whole (a deadlock with another process's batch).
 * After the commit the ledger's and the rounds' listeners hear of it as of any other bet.
 */
import type { Db } from '@server/db/client';
import { createStatementBatcher } from '@server/db/statement-batcher';
import type { Rounds } from '@server/modules/rounds/rounds';
import {
  type Ledger,
  type LedgerPostRow,
  postedOf,
  prepareMovement,
  rowsOf,
} from '@server/modules/wallet/ledger';
import { InsufficientFundsError } from '@server/modules/wallet/ledger-errors';
import { sql } from 'drizzle-orm';
import { formatUnits } from '@/contracts/money';
import type { OriginalsBetRequest, RoundView } from '@/contracts/originals';
import type { PairCache } from '../fairness/pair-cache';
import { statsHourOf, statsShardOf } from '../stats/repository';
import { drawRound, payoutOf, roundMovement } from './drawn-round';
import { roundView } from './round-view';

export interface InstantBetDeps {
  db: Db;
  ledger: Ledger;
  rounds: Rounds;
  pairs: PairCache;
  clock: () => Date;
}

/** Bets in one statement, and statements at once (each holds a pooled connection). */
const MAX_BATCH = 200;
const MAX_IN_FLIGHT = 2;

type Booked =
  | { result: 'settled'; bet: LedgerPostRow[]; payout: LedgerPostRow[] | null }
  | { result: 'gate' | 'exists' | 'stale' | 'insufficient' };

interface BatchRow {
  o_index: unknown;
  o_result: unknown;
  o_bet: unknown;
  o_payout: unknown;
}

/** A movement's ledger rows as the function answers them (arrays, numbers as text). */
function ledgerRows(value: unknown): LedgerPostRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((row: unknown[]) => ({
    o_transaction_id: row[0],
    o_created_at: row[1],
    o_replayed: row[2],
    o_entry_id: row[3],
    o_account: row[4],
    o_user_id: row[5],
    o_amount: row[6],
    o_balance_after: row[7],
  }));
}

function bookedOf(row: BatchRow): Booked {
  if (row.o_result === 'settled') {
    return {
      result: 'settled',
      bet: ledgerRows(row.o_bet),
      payout: row.o_payout ? ledgerRows(row.o_payout) : null,
    };
  }
  const result = String(row.o_result);
  if (result === 'gate' || result === 'exists' || result === 'stale' || result === 'insufficient')
    return { result };
  throw new Error(`originals_instant_bets answered ${result}`);
}

export type InstantBet = (
  userId: string,
  request: OriginalsBetRequest,
  roundId: string,
  amount: bigint,
) => Promise<RoundView | null>;

export function createInstantBet(deps: InstantBetDeps): InstantBet {
  const { db, ledger, rounds, pairs, clock } = deps;

  const batcher = createStatementBatcher<Record<string, unknown>, Booked>(
    async (bets) => {
      const rows = rowsOf(
        await db.execute(sql`select * from originals_instant_bets(${JSON.stringify(bets)}::jsonb)`),
      ) as unknown as BatchRow[];
      const booked: Booked[] = [];
      for (const row of rows) booked[Number(row.o_index) - 1] = bookedOf(row);
      return booked;
    },
    { maxBatch: MAX_BATCH, maxInFlight: MAX_IN_FLIGHT },
  );

  return async function instantBet(userId, request, id, amount) {
    const { game, balanceType } = request;
    // Twice at most: a stale cached pair is read again once; a second miss goes the long way.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const pair = await pairs.current(userId, request.clientSeed);
      const now = clock();
      const { record, row } = drawRound(request, id, userId, pair, now);
      if (record.status === 'active') return null;
      const payout = payoutOf(record, amount);
      const bet = roundMovement(game, id, userId, balanceType, 'bet', -amount);
      const paid =
        payout > 0n ? roundMovement(game, id, userId, balanceType, 'payout', payout) : null;
      const staked = prepareMovement(bet);
      const paying = paid ? prepareMovement(paid) : null;
      let booked: Booked;
      try {
        booked = await batcher.submit({
          game,
          id,
          userId,
          balanceType,
          now: now.toISOString(),
          stake: amount.toString(),
          payout: payout.toString(),
          seedPairId: pair.id,
          nonce: pair.nonce,
          params: row.params,
          outcome: row.outcome,
          progress: row.progress,
          status: row.status,
          multiplier: row.multiplier,
          actionId: request.actionId,
          betKey: staked.key,
          betFingerprint: staked.fingerprint,
          betLegs: staked.legs,
          payoutKey: paying?.key ?? null,
          payoutFingerprint: paying?.fingerprint ?? null,
          payoutLegs: paying?.legs ?? null,
          meta: staked.meta,
          statsHour: statsHourOf(now).toISOString(),
          statsShard: statsShardOf(userId),
          amountWonUsd: formatUnits(payout),
        });
      } catch {
        // Nothing of the batch was written: the general path books this bet on its own.
        pairs.forget(userId);
        return null;
      }
      if (booked.result === 'stale') {
        pairs.forget(userId);
        continue;
      }
      if (booked.result === 'insufficient') throw new InsufficientFundsError(userId, balanceType);
      if (booked.result !== 'settled') return null;
      pairs.advance(userId);
      ledger.announce(postedOf(bet, booked.bet));
      if (paid && booked.payout) ledger.announce(postedOf(paid, booked.payout));
      rounds.announce({
        kind: game,
        roundId: id,
        userId,
        balanceType,
        game,
        stake: amount,
        payout,
        settledAt: now,
      });
      return roundView({
        round: row,
        stake: amount,
        payout,
        balanceType,
        serverSeedHash: pair.serverSeedHash,
        serverSeed: null,
        clientSeed: pair.clientSeed,
      });
    }
    pairs.forget(userId);
    return null;
  };
}
