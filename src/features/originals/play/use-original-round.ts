/**
 * One Original's round on the page, in either mode: real money over the socket
 * (`originals:*` with acknowledgements) or fun mode on the device (the same rules on a local
 * seed pair, so it also plays offline). The page renders `round` and calls the actions; a
 * refusal is shown from `error`.
 */
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OriginalGame, OriginalsAck, RoundView } from '@/contracts/originals';
import { clientSeedAtom } from '@/features/account';
import { useRefusedBetAlert, useSelectedBalance } from '@/features/wallet';
import type { ActionOf, ParamsOf } from '@/games';
import { useErrorText } from '@/shared/api/use-error-text';
import { useCurrentUser } from '@/shared/session';
import { newActionId } from './action-id';
import { actOnFunRound, cashOutFunRound, clearFunRound, playFunBet } from './fun/fun-actions';
import type { FunProblem, FunResult } from './fun/fun-engine';
import { funRoundsAtom } from './fun/fun-store';
import { playsInDemo, usePlayMode } from './play-mode';
import { activeRealRound, actOnRealRound, cashOutRealRound, placeRealBet } from './real-round';

export type PlayMode = 'real' | 'fun';
export type RoundViewOf<G extends OriginalGame> = Extract<RoundView, { game: G }>;

export interface OriginalRoundControls<G extends OriginalGame> {
  /** The round on the board: the open one, or the last one played (null before any). */
  round: RoundViewOf<G> | null;
  mode: PlayMode;
  /** An action is in flight (spec `socketSendLoading`): the controls wait for it. */
  socketSendLoading: boolean;
  /** The last refusal, in the player's words; cleared by the next action. */
  error: string | null;
  bet(input: { amount: number; params: ParamsOf[G] }): Promise<RoundViewOf<G> | null>;
  act(action: ActionOf[G]): Promise<RoundViewOf<G> | null>;
  cashOut(): Promise<RoundViewOf<G> | null>;
  /** Clears a finished round from the board (spec: resetting clears the active game). */
  reset(): void;
}

type Command<G extends OriginalGame> =
  | { kind: 'bet'; amount: number; params: ParamsOf[G]; source: PlayMode }
  | { kind: 'act'; action: ActionOf[G]; source: PlayMode }
  | { kind: 'cashout'; source: PlayMode }
  | { kind: 'active' };

/** What an action answered: the round now on the board, or why nothing changed. */
type Answer =
  | { ok: true; round: RoundView | null; source: PlayMode }
  | { ok: false; message: string; insufficientFunds: boolean };

export function useOriginalRound<G extends OriginalGame>(game: G): OriginalRoundControls<G> {
  const { t } = useLingui();
  const errorText = useErrorText();
  const store = useStore();
  const { user } = useCurrentUser();
  const { mode } = usePlayMode();
  const selected = useSelectedBalance();
  const openRefusedBetAlert = useRefusedBetAlert();
  const funRound = useAtomValue(funRoundsAtom)[game]?.view ?? null;
  const [realRound, setRealRound] = useState<RoundView | null>(null);
  // Which round the board shows: an open fun round comes back first after a reload.
  const [source, setSource] = useState<PlayMode>(funRound?.status === 'active' ? 'fun' : mode);
  const [error, setError] = useState<string | null>(null);
  // Set before the first await, so a second click in the same frame is ignored.
  const inFlight = useRef(false);

  const funMessage = (problem: FunProblem): string => {
    switch (problem.kind) {
      case 'funds':
        return t`Not enough fun balance for this bet. Refill it to keep playing.`;
      case 'amount':
        return t`Enter a bet amount above 0.`;
      case 'noRound':
        return t`There is no open round to play.`;
      case 'openRound':
        return t`Finish the open round first.`;
      case 'rules':
        return problem.detail;
    }
  };
  const fromFun = (result: FunResult): Answer =>
    result.ok
      ? { ok: true, round: result.round.view, source: 'fun' }
      : { ok: false, message: funMessage(result.problem), insufficientFunds: false };
  const fromAck = (ack: OriginalsAck): Answer =>
    ack.ok
      ? { ok: true, round: ack.round, source: 'real' }
      : {
          ok: false,
          message: ack.message || t`Something went wrong. Please try again.`,
          insufficientFunds: ack.code === 'INSUFFICIENT_FUNDS',
        };

  const clientSeed = (): string => {
    const stored = store.get(clientSeedAtom);
    if (stored !== null) return stored;
    // Start-up stores one; should it be missing, make one so the bet can still be verified.
    const fresh = newActionId().slice(0, 15);
    store.set(clientSeedAtom, fresh);
    return fresh;
  };

  const perform = async (command: Command<G>): Promise<Answer> => {
    if (command.kind === 'active') return fromAck(await activeRealRound(game));
    if (command.source === 'fun') {
      if (command.kind === 'bet') {
        const bet = { game, params: command.params, amount: command.amount };
        return fromFun(playFunBet(store, { ...bet, clientSeed: clientSeed() }));
      }
      if (command.kind === 'act') return fromFun(actOnFunRound(store, game, command.action));
      return fromFun(cashOutFunRound(store, game));
    }
    if (command.kind === 'bet') {
      if (!selected) {
        return { ok: false, message: t`Sign in to play for real money.`, insufficientFunds: false };
      }
      const bet = { game, params: command.params, amount: command.amount };
      const balanceType = selected.balanceType;
      return fromAck(await placeRealBet({ ...bet, balanceType, clientSeed: clientSeed() }));
    }
    if (realRound?.status !== 'active') {
      return { ok: false, message: t`There is no open round to play.`, insufficientFunds: false };
    }
    if (command.kind === 'act') return fromAck(await actOnRealRound<G>(realRound, command.action));
    return fromAck(await cashOutRealRound(realRound));
  };

  const mutation = useMutation({ mutationKey: ['originals', game], mutationFn: perform });

  const run = async (command: Command<G>): Promise<RoundViewOf<G> | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setError(null);
    try {
      const answer = await mutation.mutateAsync(command);
      if (!answer.ok) {
        setError(answer.message);
        if (answer.insufficientFunds) openRefusedBetAlert();
        return null;
      }
      if (answer.source === 'real') setRealRound(answer.round);
      // Resuming with nothing open leaves the board as it was.
      if (command.kind !== 'active' || answer.round) setSource(answer.source);
      return answer.round as RoundViewOf<G> | null;
    } catch (failure) {
      setError(errorText(failure));
      return null;
    } finally {
      inFlight.current = false;
    }
  };
  const runRef = useRef(run);
  runRef.current = run;

  // After a reload or a sign-in, the real round left open on the server comes back. A dice
  // round is over the moment it is played, so there is never one to look for.
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId !== null && mode === 'real' && game !== 'dice') {
      void runRef.current({ kind: 'active' });
    }
  }, [userId, mode, game]);

  // The switch moves the board to its mode, unless a round is still open there.
  const shownRound = source === 'fun' ? funRound : realRound;
  const roundOpen = shownRound?.status === 'active';
  useEffect(() => {
    if (!roundOpen) setSource(mode);
  }, [mode, roundOpen]);

  const reset = useCallback(() => {
    if (source === 'fun') clearFunRound(store, game);
    else setRealRound((round) => (round?.status === 'active' ? round : null));
    setError(null);
  }, [source, store, game]);

  return {
    round: shownRound as RoundViewOf<G> | null,
    mode,
    socketSendLoading: mutation.isPending,
    error,
    bet: ({ amount, params }) =>
      run({
        kind: 'bet',
        amount,
        params,
        source: playsInDemo(mode, amount, selected?.balance ?? null) ? 'fun' : mode,
      }),
    act: (action) => run({ kind: 'act', action, source }),
    cashOut: () => run({ kind: 'cashout', source }),
    reset,
  };
}
