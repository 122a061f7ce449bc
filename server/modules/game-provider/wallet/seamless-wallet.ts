/**
 * The operator's seamless wallet: the calls a provider makes while a real-money session plays.
 *   balance  — the player's balance of the session's currency;
 *   bet      — take a round's stake (history 'bet'), after the responsible-gambling gate, in
 *              the same transaction (book.tx), so limits and the debit are one step;
 *   win      — pay a round's win ('payout'); needs the round's stake, by the same player. It
 *              settles the round, which the player's app hears of (`onSettled` → new_bet_self)
 *              after the win's balanceUpdate, for its balance alerts;
 *   rollback — undo a round whose play failed: a paid win is taken back ('winRollback') and
 *              the stake returned ('refund'), together.
 * Each is idempotent per round id: the ledger keys (round-movements.ts) make a repeated call
 * answer what the first did and move nothing, and a losing round's record (game_lost_rounds)
 * keeps a repeated losing `win` from telling the player's app again. The ledger refuses any debit that would go
 * below zero, so concurrent stakes on one balance can never overdraw it. A bet needs a live
 * token; a win or rollback accepts an expired one, because its stake was taken while valid.
 */
import type { BalanceType } from '@/contracts/balances';
import type { OwnBet } from '@/contracts/wallet-events';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../http/api-error';
import type { ResponsibleGambling } from '../../responsible-gambling/plugin';
import { balanceUnitsOf } from '../../wallet/balances-repository';
import type { Ledger, Movement, Posted } from '../../wallet/ledger';
import { InsufficientFundsError } from '../../wallet/ledger-errors';
import { unitsToNumber } from '../../wallet/money';
import { type SessionClaims, verifySessionToken } from '../session-token';
import { type BookedMovement, recordLostRound, roundKey, roundMovements } from './round-movements';
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
  ledger: Ledger;
  gate: ResponsibleGambling;
  secret: string;
  clock?: () => number;
  /** A round was settled: its stake and win, in dollars, for the player's own-bet event. */
  onSettled?: (userId: string, bet: OwnBet) => void;
}

const ROUND_ID = /^[A-Za-z0-9_-]{8,64}$/;

interface RealSession {
  userId: string;
  claims: SessionClaims;
}

export function createSeamlessWallet(deps: SeamlessWalletDeps): SeamlessWallet {
  const { db, ledger, gate, secret } = deps;
  const clock = deps.clock ?? Date.now;

  function sessionOf(token: string, allowExpired: boolean): RealSession {
    const check = verifySessionToken(secret, token, clock());
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
   * The answer to a call that just moved money: the ledger wrote the player's balance after
   * the movement, so it is not read again.
   */
  async function answerPosted(session: RealSession, posted: Posted): Promise<WalletAnswer> {
    const own = posted.entries.find((e) => e.account === 'player' && e.userId === session.userId);
    if (posted.replayed || own?.balanceAfter == null) return answer(session, !posted.replayed);
    return { balance: own.balanceAfter, currency: session.claims.cur, moved: true };
  }

  function movement(
    session: RealSession,
    roundId: string,
    kind: 'bet' | 'win' | 'refund' | 'winRollback',
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
  function stakeOf(booked: Map<string, BookedMovement>, session: RealSession): BookedMovement {
    const stake = booked.get('bet');
    if (!stake || stake.userId !== session.userId || stake.balanceType !== session.claims.cur) {
      throw new WalletError('UNKNOWN_ROUND', 'No stake of this player for this round');
    }
    return stake;
  }

  return {
    async balance(token) {
      return answer(sessionOf(token, false), false);
    },

    async bet({ token, roundId, amount }) {
      const session = sessionOf(token, false);
      checkRound(roundId, amount);
      const booked = await roundMovements(db, roundId);
      if (booked.has('refund')) throw new WalletError('ROUND_CLOSED', 'This round was rolled back');
      if (booked.has('bet')) {
        stakeOf(booked, session);
        return answer(session, false);
      }
      let posted: Posted;
      try {
        posted = await ledger.run(async (book) => {
          await gate.assertAllowed(session.userId, 'bet', amount, book.tx);
          return book.post(movement(session, roundId, 'bet', -amount));
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
      const session = sessionOf(token, true);
      checkRound(roundId, amount, true);
      const booked = await roundMovements(db, roundId);
      const stake = stakeOf(booked, session);
      if (booked.has('refund')) throw new WalletError('ROUND_CLOSED', 'This round was rolled back');
      if (booked.has('win')) return answer(session, false);
      // A losing round closes without a movement (the ledger holds no zero amounts): its
      // record says whether this call is the first.
      const posted =
        amount > 0n ? await ledger.post(movement(session, roundId, 'win', amount)) : null;
      const first = posted ? !posted.replayed : await recordLostRound(db, roundId);
      if (first) {
        deps.onSettled?.(session.userId, {
          betAmount: unitsToNumber(-stake.amount),
          payoutValue: unitsToNumber(amount),
          balanceType: session.claims.cur,
        });
      }
      return posted ? answerPosted(session, posted) : answer(session, false);
    },

    async rollback({ token, roundId }) {
      const session = sessionOf(token, true);
      checkRound(roundId);
      const booked = await roundMovements(db, roundId);
      // Nothing was staked (the bet was refused or never arrived): nothing to undo.
      if (!booked.has('bet')) return answer(session, false);
      const stake = stakeOf(booked, session);
      if (booked.has('refund')) return answer(session, false);
      const paid = booked.get('win');
      let posted: Posted;
      try {
        posted = await ledger.run(async (book) => {
          if (paid) await book.post(movement(session, roundId, 'winRollback', -paid.amount));
          // Posted last, so its balance is the round's final one.
          return book.post(movement(session, roundId, 'refund', -stake.amount));
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
