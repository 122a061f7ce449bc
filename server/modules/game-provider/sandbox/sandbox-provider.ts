/**
 * The built-in sandbox aggregator: launching opens a provider session and answers the URL of
 * its game client on the provider's own origin (provider-site.ts), and the client's spins are
 * decided here, never in the browser. Fun sessions play with play money kept in the session;
 * real sessions move money only through the operator's seamless wallet, with the operator's
 * token, like Hub88's games: stake first, then the win, and a rollback when the win cannot be
 * paid.
 */
import { randomUUID } from 'node:crypto';
import { dollars } from '@server/modules/wallet/money';
import { BALANCE_TYPES } from '@/contracts/balances';
import type { GameProvider, LaunchRequest } from '../provider';
import type { SeamlessWallet, WalletAnswer } from '../wallet/seamless-wallet';
import { WalletError } from '../wallet/wallet-errors';
import { BET_CENTS, FUN_START_DOLLARS } from './paytable';
import type { Rng } from './rng';
import { sandboxErrors } from './sandbox-errors';
import { type GameSessionRow, newSessionId, type SessionsRepository } from './sessions-repository';
import { type SpinOutcome, spin, theoreticalRtp } from './slot-math';

export const PROVIDER_PREFIX = '/sandbox/provider';
export const PLAY_PATH = `${PROVIDER_PREFIX}/play`;
export const SANDBOX_PARTNER_ID = 'kadibet-sandbox';

export interface SessionState {
  title: string;
  mode: GameSessionRow['mode'];
  currency: GameSessionRow['currency'];
  balance: bigint;
}

export interface SpinResult extends SpinOutcome {
  roundId: string;
  bet: bigint;
  balance: bigint;
}

export interface SandboxProvider extends GameProvider {
  state(sessionId: string): Promise<SessionState>;
  spin(sessionId: string, betCents: number): Promise<SpinResult>;
  refill(sessionId: string): Promise<SessionState>;
}

export interface SandboxDeps {
  sessions: SessionsRepository;
  wallet: SeamlessWallet;
  rng: Rng;
  /** The provider site's own origin (GAME_PROVIDER_ORIGIN): launch URLs point there. */
  origin: string;
  clock?: () => Date;
}

const FUN_START = dollars(FUN_START_DOLLARS);
const MIN_BET = dollars((BET_CENTS[0] / 100).toFixed(2));

export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  const { sessions, wallet, rng } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function liveSession(sessionId: string): Promise<GameSessionRow> {
    const session = await sessions.find(sessionId);
    if (!session) throw sandboxErrors.noSession();
    if (session.expiresAt <= clock()) throw sandboxErrors.expired();
    return session;
  }

  /** A wallet refusal becomes the player's message; anything else stays an internal error. */
  function forPlayer(error: unknown): unknown {
    return error instanceof WalletError ? sandboxErrors.fromWallet(error) : error;
  }

  async function walletCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw forPlayer(error);
    }
  }

  async function stateOf(session: GameSessionRow): Promise<SessionState> {
    const balance =
      session.mode === 'fun'
        ? (session.funBalance ?? 0n)
        : (await walletCall(() => wallet.balance(session.operatorToken))).balance;
    const { gameTitle: title, mode, currency } = session;
    return { title, mode, currency, balance };
  }

  async function spinFun(
    session: GameSessionRow,
    roundId: string,
    bet: bigint,
    outcome: SpinOutcome,
  ) {
    const round = { id: roundId, sessionId: session.id, bet, ...stored(outcome) };
    const balance = await sessions.settleFunRound(round);
    if (balance === null) throw sandboxErrors.noPlayMoney();
    return balance;
  }

  async function spinReal(
    session: GameSessionRow,
    roundId: string,
    bet: bigint,
    outcome: SpinOutcome,
  ) {
    const token = session.operatorToken;
    await sessions.insertOpenRound({ id: roundId, sessionId: session.id, bet, ...stored(outcome) });
    try {
      await wallet.bet({ token, roundId, amount: bet });
    } catch (error) {
      // A refusal took nothing. Any other failure may have taken the stake: the round stays
      // open and the sweep (stranded-rounds.ts) finishes it.
      if (error instanceof WalletError) await sessions.finishRound(roundId, 'refused');
      throw forPlayer(error);
    }
    let answer: WalletAnswer;
    try {
      answer = await wallet.win({ token, roundId, amount: outcome.win });
    } catch (error) {
      // The win could not be paid: undo the round so the player keeps their stake.
      await wallet.rollback({ token, roundId });
      await sessions.finishRound(roundId, 'rolledBack');
      throw forPlayer(error);
    }
    await sessions.finishRound(roundId, 'settled');
    return answer.balance;
  }

  return {
    partnerId: SANDBOX_PARTNER_ID,
    // Computed from the slot's own reels and paytable, never a figure typed in.
    returnToPlayer: theoreticalRtp(),
    supportedCurrencies: BALANCE_TYPES,

    async launch(request: LaunchRequest) {
      const id = newSessionId();
      await sessions.insert({
        id,
        operatorToken: request.token,
        userId: request.userId,
        gameIdentifier: request.game.identifier,
        gameTitle: request.game.title,
        mode: request.mode,
        currency: request.currency,
        funBalance: request.mode === 'fun' ? FUN_START : null,
        expiresAt: request.expiresAt,
      });
      const query = new URLSearchParams({ session: id, lang: request.locale });
      const url = new URL(`${PLAY_PATH}?${query}`, deps.origin);
      return { url: url.href, partnerId: SANDBOX_PARTNER_ID };
    },

    async state(sessionId) {
      return stateOf(await liveSession(sessionId));
    },

    async spin(sessionId, betCents) {
      const session = await liveSession(sessionId);
      if (!(BET_CENTS as readonly number[]).includes(betCents)) throw sandboxErrors.badBet();
      const bet = dollars((betCents / 100).toFixed(2));
      const outcome = spin(rng, bet);
      const roundId = randomUUID();
      const balance =
        session.mode === 'fun'
          ? await spinFun(session, roundId, bet, outcome)
          : await spinReal(session, roundId, bet, outcome);
      return { ...outcome, roundId, bet, balance };
    },

    /** Fun mode only, and only once the play money cannot cover the smallest bet. */
    async refill(sessionId) {
      const session = await liveSession(sessionId);
      if (session.mode !== 'fun') throw sandboxErrors.realMode();
      if ((session.funBalance ?? 0n) >= MIN_BET) throw sandboxErrors.playMoneyLeft();
      await sessions.resetFun(session.id, FUN_START);
      return stateOf({ ...session, funBalance: FUN_START });
    },
  };
}

function stored(outcome: SpinOutcome) {
  return {
    win: outcome.win,
    stops: outcome.stops,
    lines: outcome.lines.map((line) => ({ ...line, payout: line.payout.toString() })),
  };
}
