/**
 * Rounds: the one way any bet moves through its life — stake, act, settle or roll back — for
 * every kind of round (a provider's slot rounds today; house games, rain and sports bets
 * next). Each step is one database transaction that holds the round's row lock
 * (round-lock.ts) and books its money through the ledger in that same transaction, so:
 *   - two steps of one round never interleave (a win and a rollback sent at once settle the
 *     round one way, the other step sees the result and refuses or repeats it);
 *   - what a step decided is stored with its money or not at all;
 *   - a settled bet counts in the site's counters in the same transaction, and is published
 *     (`onSettled`) once, after the commit.
 * The round's state machine: open (nothing or the stake taken) → settled → rolledBack, or
 * open → rolledBack; a rolled-back round stays closed, so a late stake for it is refused.
 */

import type { FastifyBaseLogger } from 'fastify';
import type { BalanceType } from '@/contracts/balances';
import { formatUnits } from '@/contracts/money';
import { recordBets, statsShardOf } from '../stats/repository';
import type { Book, Ledger } from '../wallet/ledger';
import { lockRound, type RoundRef, type RoundRow, updateRound } from './round-lock';
import type { SettledBet } from './settled-bet';

export interface StakeTaken {
  userId: string;
  balanceType: BalanceType;
  game: string | null;
  /** Units of 1e-8 USD, positive. */
  amount: bigint;
}

/** One step's view of its round, with the lock held until the step's transaction ends. */
export interface LockedRound {
  /** The round as it stands under the lock; null when it does not exist and was not created. */
  readonly row: RoundRow | null;
  /** The ledger, inside the step's transaction. */
  readonly book: Book;
  /** Records the stake the step just booked: the round now belongs to its player. */
  staked(stake: StakeTaken): Promise<void>;
  /** Settles the round with what it paid (0 for a lost round) and counts the bet. */
  settled(payout: bigint): Promise<void>;
  /** Closes the round for good; a settled one leaves the counters again. */
  rolledBack(): Promise<void>;
}

export interface StepOptions {
  /** Create the round (open, nothing staked) when it does not exist yet. */
  create: boolean;
}

export interface Rounds {
  step<T>(
    ref: RoundRef,
    options: StepOptions,
    work: (round: LockedRound) => Promise<T>,
  ): Promise<T>;
  /** Called after each commit that settled a bet, once per bet; a throw is logged, not passed on. */
  onSettled(listener: (bet: SettledBet) => void): void;
  /**
   * Tells the listeners of a bet a database function staked and settled in one statement,
   * with the same writes a step makes (an instant Original's bet); after its commit.
   */
  announce(bet: SettledBet): void;
}

export interface RoundsDeps {
  ledger: Ledger;
  /** The app's logger: a settled-round listener that throws is logged here, not re-thrown. */
  log: Pick<FastifyBaseLogger, 'error'>;
  clock?: () => Date;
}

const usd = (units: bigint) => formatUnits(units);

export function createRounds(deps: RoundsDeps): Rounds {
  const { ledger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const listeners: Array<(bet: SettledBet) => void> = [];

  async function step<T>(
    ref: RoundRef,
    options: StepOptions,
    work: (round: LockedRound) => Promise<T>,
  ): Promise<T> {
    const settledNow: SettledBet[] = [];
    const result = await ledger.run(async (book) => {
      const { tx } = book;
      let row = await lockRound(tx, ref, options.create);
      const current = (): RoundRow => {
        if (!row) throw new Error(`Round ${ref.kind}:${ref.id} does not exist`);
        return row;
      };
      const write = async (fields: Partial<RoundRow>) => {
        await updateRound(tx, ref, fields);
        row = { ...current(), ...fields };
      };
      return work({
        get row() {
          return row;
        },
        book,
        async staked(stake) {
          if (current().state !== 'open' || current().stake !== 0n) {
            throw new Error(`Round ${ref.kind}:${ref.id} is already staked or closed`);
          }
          await write({
            userId: stake.userId,
            balanceType: stake.balanceType,
            game: stake.game,
            stake: stake.amount,
          });
        },
        async settled(payout) {
          const { state, stake, userId, balanceType } = current();
          if (state !== 'open' || stake === 0n || !userId || !balanceType) {
            throw new Error(`Round ${ref.kind}:${ref.id} cannot be settled from ${state}`);
          }
          const settledAt = clock();
          await write({ state: 'settled', payout, settledAt });
          await recordBets(
            tx,
            { bets: 1, amountWonUsd: usd(payout) },
            settledAt,
            statsShardOf(userId),
          );
          settledNow.push({
            kind: ref.kind,
            roundId: ref.id,
            userId,
            balanceType,
            game: current().game,
            stake,
            payout,
            settledAt,
          });
        },
        async rolledBack() {
          const { state, payout, settledAt, userId } = current();
          if (state === 'rolledBack') return;
          if (state === 'settled' && settledAt && userId) {
            // Out of the hour it was counted in, so the rolling figures stay right.
            const shard = statsShardOf(userId);
            await recordBets(tx, { bets: -1, amountWonUsd: usd(-payout) }, settledAt, shard);
          }
          await write({ state: 'rolledBack', settledAt: clock() });
        },
      });
    });
    for (const bet of settledNow) for (const listener of listeners) tell(listener, bet);
    return result;
  }

  /**
   * The round has committed when listeners hear of it: one that throws must neither keep the
   * others from hearing nor turn a settled round into a failed step the caller would retry.
   */
  function tell(listener: (bet: SettledBet) => void, bet: SettledBet): void {
    try {
      listener(bet);
    } catch (error) {
      deps.log.error(
        { err: error, round: { kind: bet.kind, id: bet.roundId } },
        'rounds: a settled-round listener failed',
      );
    }
  }

  return {
    step,
    onSettled: (listener) => {
      listeners.push(listener);
    },
    announce: (bet) => {
      for (const listener of listeners) tell(listener, bet);
    },
  };
}
