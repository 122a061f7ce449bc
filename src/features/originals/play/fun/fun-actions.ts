/**
 * Fun mode's actions against the device's stored state (fun-store): read the balance, seeds
 * and open round, play the rules (fun-engine), store what they answer. Only a played step
 * changes anything; a refusal leaves every stored value as it was.
 */
import type { createStore } from 'jotai';
import type { OriginalGame } from '@/contracts/originals';
import type { ActionOf, ParamsOf } from '@/games';
import { newActionId } from '../action-id';
import { type FunResult, funAct, funBet, funCashOut } from './fun-engine';
import {
  FUN_REFILL_BELOW,
  FUN_START_BALANCE,
  funBalanceAtom,
  funRoundsAtom,
  funSeedsAtom,
  newFunServerSeed,
} from './fun-store';

type Store = ReturnType<typeof createStore>;

function stored(store: Store, game: OriginalGame, result: FunResult): FunResult {
  if (!result.ok) return result;
  store.set(funBalanceAtom, result.balance);
  store.set(funRoundsAtom, (rounds) => ({ ...rounds, [game]: result.round }));
  return result;
}

export function playFunBet<G extends OriginalGame>(
  store: Store,
  bet: { game: G; params: ParamsOf[G]; amount: number; clientSeed: string },
): FunResult {
  const open = store.get(funRoundsAtom)[bet.game];
  if (open?.view.status === 'active') return { ok: false, problem: { kind: 'openRound' } };
  const seeds = store.get(funSeedsAtom) ?? { serverSeed: newFunServerSeed(), nonce: 0 };
  const result = funBet({
    ...bet,
    balance: store.get(funBalanceAtom),
    seeds,
    id: newActionId(),
    now: new Date(),
  });
  // The nonce moves only when a bet was played, so every nonce of the pair is one round.
  if (result.ok) store.set(funSeedsAtom, { ...seeds, nonce: seeds.nonce + 1 });
  return stored(store, bet.game, result);
}

export function actOnFunRound<G extends OriginalGame>(
  store: Store,
  game: G,
  action: ActionOf[G],
): FunResult {
  const result = funAct(store.get(funRoundsAtom)[game], action, store.get(funBalanceAtom));
  return stored(store, game, result);
}

export function cashOutFunRound(store: Store, game: OriginalGame): FunResult {
  const result = funCashOut(store.get(funRoundsAtom)[game], store.get(funBalanceAtom));
  return stored(store, game, result);
}

/** Clears a finished fun round from the board; an open one stays (it holds a stake). */
export function clearFunRound(store: Store, game: OriginalGame): void {
  const open = store.get(funRoundsAtom)[game];
  if (!open || open.view.status === 'active') return;
  store.set(funRoundsAtom, (rounds) => {
    const { [game]: _cleared, ...rest } = rounds;
    return rest;
  });
}

/** 'Refill': a fresh fun balance, once it has run under FUN_REFILL_BELOW. */
export function refillFunBalance(store: Store): void {
  store.set(funBalanceAtom, (balance) =>
    balance < FUN_REFILL_BELOW ? FUN_START_BALANCE : balance,
  );
}
