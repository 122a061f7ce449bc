/**
 * The operator's seamless wallet: the calls a provider makes while a real-money session plays.
 *   balance  — the player's balance of the session's currency;
 *   bet      — take a round's stake (history 'bet'), after the responsible-gambling gate, in
 *              the same transaction, so limits and the debit are one step;
 *   win      — pay a round's win ('payout'); needs the round's stake, by the same player. It
 *              settles the round, which the rounds module publishes once (new_bet_self);
 *   rollback — undo a round whose play failed: a paid win is taken back ('winRollback') and
 *              the stake returned ('refund'), together. A round rolled back before its stake
 *              arrived is remembered, and the late stake refused.
 * Every call is one step of the round (modules/rounds): one transaction holding the round's
 * row lock, so calls for one round run one after another whatever arrives at once — a win
 * racing a rollback settles the round one way only. Each is idempotent per round id: the
 * round's state makes a repeated call answer what the first did and move nothing (the
 * ledger's keys, game:<roundId>:<kind>, guard the money a second time). The ledger refuses
 * any debit that would go below zero, so concurrent stakes on one balance can never
 * overdraw it. A bet needs a live token; a win or rollback accepts an expired one, because
 * its stake was taken while valid.
 */

import type { Db } from '@server/db/client';
import { ApiError } from '@server/http/api-error';
import type { ResponsibleGambling } from '@server/modules/responsible-gambling/plugin';
import type { RoundRow } from '@server/modules/rounds/round-lock';
import type { LockedRound, Rounds } from '@server/modules/rounds/rounds';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import type { Movement, Posted } from '@server/modules/wallet/ledger';
import { InsufficientFundsError } from '@server/modules/wallet/ledger-errors';
import type { BalanceType } from '@/contracts/balances';
import { type SessionClaims, verifySessionToken } from '../session-token';
import { type RoundMovement, roundKey } from './round-keys';
import { WalletError } from './wallet-errors';

export interface WalletAnswer {
  /** The player's balance of `currency` after the call, units of 1e-8 USD. */
  balance: bigint;
  currency: BalanceType;
  /** False when the call repeated one already booked. */
  moved: boolean;
}

export interface RoundCall {
  token: string;
  roundId: string;
}

export interface SeamlessWallet {
  balance(token: string): Promise<WalletAnswer>;
  bet(call: RoundCall & { amount: bigint }): Promise<WalletAnswer>;
  win(call: RoundCall & { amount: bigint }): Promise<WalletAnswer>;
  rollback(call: RoundCall): Promise<WalletAnswer>;
}

export interface SeamlessWalletDeps {
  db: Db;
  rounds: Rounds;
  gate: ResponsibleGambling;
  secret: string;
  clock?: () => number;
}

/** The rounds module's name for the round ids providers give: theirs, unique per provider. */
export const PROVIDER_ROUNDS = 'provider';

const ROUND_ID = /^[A-Za-z0-9_-]{8,64}$/;

interface RealSession {
  userId: string;
  claims: SessionClaims;
}

export function createSeamlessWallet(deps: SeamlessWalletDeps): SeamlessWallet {
  const { db, rounds, gate, secret } = deps;
  const clock = deps.clock ?? Date.now;

  async function sessionOf(token: string, allowExpired: boolean): Promise<RealSession> {
    const check = await verifySessionToken(secret, token, clock());
    const claims = check.ok ? check.claims : allowExpired ? check.claims : undefined;
    if (!claims) {
      if (!check.ok && check.problem === 'expired') {
        throw new WalletError('TOKEN_EXPIRED', 'The game session has expired: reopen the game.');
      }
      throw new WalletError('INVALID_TOKEN', 'Unknown or altered session token');
    }
    if (claims.mode !== 'real' || !claims.uid) {
      throw new WalletError('NOT_REAL_MONEY', 'A fun-mode session moves no money');
    }
    return { userId: claims.uid, claims };
  }

  function checkRound(roundId: string, amount?: bigint, allowZero = false): void {
    if (!ROUND_ID.test(roundId)) throw new WalletError('BAD_REQUEST', 'Malformed round id');
    if (amount !== undefined && (amount < 0n || (!allowZero && amount === 0n))) {
      throw new WalletError('BAD_REQUEST', 'The amount must be positive');
    }
  }

  async function answer(session: RealSession, moved: boolean): Promise<WalletAnswer> {
    const balances = await balanceUnitsOf(db, session.userId);
    const currency = session.claims.cur;
    return { balance: balances.get(currency) ?? 0n, currency, moved };
  }

  /**
   * The answer to a call that moved money: the ledger wrote the player's balance after the
   * movement, so it is not read again. Null (nothing posted) reads the balance.
   */
  async function answerPosted(session: RealSession, posted: Posted | null): Promise<WalletAnswer> {
    if (!posted) return answer(session, false);
    const own = posted.entries.find((e) => e.account === 'player' && e.userId === session.userId);
    if (posted.replayed || own?.balanceAfter == null) return answer(session, !posted.replayed);
    return { balance: own.balanceAfter, currency: session.claims.cur, moved: true };
  }

  function movement(
    session: RealSession,
    roundId: string,
    kind: RoundMovement,
    playerAmount: bigint,
  ): Movement {
    const type = kind === 'win' ? 'payout' : kind;
    return {
      type,
      idempotencyKey: roundKey(roundId, kind),
      balanceType: session.claims.cur,
      reference: session.claims.game,
      meta: { roundId, game: session.claims.game, sessionId: session.claims.sid },
      legs: [
        { account: 'player', userId: session.userId, amount: playerAmount },
        { account: 'house', amount: -playerAmount },
      ],
    };
  }

  /** The round's stake, which must be this player's and in this session's currency. */
  function stakedRound(round: LockedRound, session: RealSession): RoundRow {
    const { row } = round;
    if (
      !row ||
      row.stake === 0n ||
      row.userId !== session.userId ||
      row.balanceType !== session.claims.cur
    ) {
      throw new WalletError('UNKNOWN_ROUND', 'No stake of this player for this round');
    }
    return row;
  }

  const closed = () => new WalletError('ROUND_CLOSED', 'This round was rolled back');
  const ref = (roundId: string) => ({ kind: PROVIDER_ROUNDS, id: roundId });

  return {
    async balance(token) {
      return answer(await sessionOf(token, false), false);
    },

    async bet({ token, roundId, amount }) {
      const session = await sessionOf(token, false);
      checkRound(roundId, amount);
      let posted: Posted | null;
      try {
        posted = await rounds.step(ref(roundId), { create: true }, async (round) => {
          if (round.row?.state === 'rolledBack') throw closed();
          if (round.row && round.row.stake > 0n) {
            stakedRound(round, session);
            return null;
          }
          await gate.assertAllowed(session.userId, 'bet', amount, round.book.tx);
          const booked = await round.book.post(movement(session, roundId, 'bet', -amount));
          await round.staked({
            userId: session.userId,
            balanceType: session.claims.cur,
            game: session.claims.game,
            amount,
          });
          return booked;
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new WalletError('INSUFFICIENT_FUNDS', 'Your balance is too low for this bet.');
        }
        if (error instanceof ApiError) throw new WalletError('PLAY_BLOCKED', error.message);
        throw error;
      }
      return answerPosted(session, posted);
    },

    async win({ token, roundId, amount }) {
      const session = await sessionOf(token, true);
      checkRound(roundId, amount, true);
      const posted = await rounds.step(ref(roundId), { create: false }, async (round) => {
        const row = stakedRound(round, session);
        if (row.state === 'rolledBack') throw closed();
        if (row.state === 'settled') return null;
        // A losing round settles without a movement (the ledger holds no zero amounts).
        const paid =
          amount > 0n ? await round.book.post(movement(session, roundId, 'win', amount)) : null;
        await round.settled(amount);
        return paid;
      });
      return answerPosted(session, posted);
    },

    async rollback({ token, roundId }) {
      const session = await sessionOf(token, true);
      checkRound(roundId);
      let posted: Posted | null;
      try {
        posted = await rounds.step(ref(roundId), { create: true }, async (round) => {
          if (round.row?.state === 'rolledBack') return null;
          // Nothing staked yet (refused, or still on its way): close the round, so a stake
          // that arrives later is refused instead of kept.
          if (!round.row || round.row.stake === 0n) {
            await round.rolledBack();
            return null;
          }
          const row = stakedRound(round, session);
          if (row.state === 'settled' && row.payout > 0n) {
            await round.book.post(movement(session, roundId, 'winRollback', -row.payout));
          }
          // Posted last, so its balance is the round's final one.
          const refund = await round.book.post(movement(session, roundId, 'refund', row.stake));
          await round.rolledBack();
          return refund;
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new WalletError('INSUFFICIENT_FUNDS', 'The win was already spent');
        }
        throw error;
      }
      return answerPosted(session, posted);
    },
  };
}
