/**
 * Fun mode's rounds as pure functions (issue 19): the same rules as the server (`@/games`) on
 * the device's seed pair, with the fun balance instead of the ledger. Nothing here reads a
 * clock, storage or the network; the hook hands in the state and stores what comes back.
 */

import { safeParse } from 'zod/mini';
import {
  MAX_PAYOUT,
  type OriginalGame,
  type RoundView,
  roundViewSchema,
} from '@/contracts/originals';
import {
  type ActionOf,
  cashOutRound,
  floatCountOf,
  gameFloats,
  MULTIPLIER_ONE,
  openRound,
  type ParamsOf,
  paramsProblem,
  payoutUnits,
  type RoundRecord,
  serverSeedHash,
  stepRound,
} from '@/games';
import type { FunSeeds, StoredFunRound } from './fun-store';

const UNITS_PER_DOLLAR = 100_000_000;

function toUnits(amount: number): bigint {
  return BigInt(Math.round(amount * UNITS_PER_DOLLAR));
}

function fromUnits(units: bigint): number {
  return Number(units) / UNITS_PER_DOLLAR;
}

/** Balances kept to the ledger's 8 decimals, so repeated bets never drift. */
function roundMoney(amount: number): number {
  return Math.round(amount * UNITS_PER_DOLLAR) / UNITS_PER_DOLLAR;
}

export type FunProblem =
  | { kind: 'funds' }
  | { kind: 'amount' }
  | { kind: 'rules'; detail: string }
  | { kind: 'noRound' }
  | { kind: 'openRound' };

export type FunResult =
  | { ok: true; round: StoredFunRound; balance: number }
  | { ok: false; problem: FunProblem };

export interface FunBetInput<G extends OriginalGame> {
  game: G;
  params: ParamsOf[G];
  amount: number;
  balance: number;
  seeds: FunSeeds;
  clientSeed: string;
  id: string;
  now: Date;
}

/** What a round paid, US dollars (0 unless won). */
function payoutOf(amount: number, record: RoundRecord): number {
  if (record.status !== 'won') return 0;
  return fromUnits(payoutUnits(toUnits(amount), record.multiplier, toUnits(MAX_PAYOUT)));
}

function recordOf(round: StoredFunRound): RoundRecord {
  const { view } = round;
  return {
    game: view.game,
    params: view.params,
    outcome: round.outcome,
    progress: view.progress,
    status: view.status,
    multiplier: Math.round(view.payoutMultiplier * MULTIPLIER_ONE),
  };
}

/** The round as the server would show it: the outcome only once the round is over. */
function withRecord(base: RoundView, record: RoundRecord): StoredFunRound | null {
  const over = record.status !== 'active';
  const candidate = {
    ...base,
    status: record.status,
    progress: record.progress,
    outcome: over ? record.outcome : null,
    payoutMultiplier: record.multiplier / MULTIPLIER_ONE,
    payout: payoutOf(base.amount, record),
  };
  const parsed = safeParse(roundViewSchema, candidate);
  return parsed.success ? { view: parsed.data, outcome: record.outcome } : null;
}

/** Takes the stake from the fun balance and opens the round on the next nonce. */
export function funBet<G extends OriginalGame>(input: FunBetInput<G>): FunResult {
  const { game, params, amount, seeds } = input;
  if (!(amount > 0) || !Number.isFinite(amount)) return { ok: false, problem: { kind: 'amount' } };
  if (toUnits(amount) > toUnits(input.balance)) return { ok: false, problem: { kind: 'funds' } };
  const problem = paramsProblem(game, params);
  if (problem !== null) return { ok: false, problem: { kind: 'rules', detail: problem } };
  const pair = { serverSeed: seeds.serverSeed, clientSeed: input.clientSeed, nonce: seeds.nonce };
  const record = openRound(game, params, gameFloats(pair, floatCountOf(game, params)));
  const base = {
    id: input.id,
    game,
    params,
    status: record.status,
    balanceType: 'cash',
    amount,
    payoutMultiplier: 0,
    payout: 0,
    serverSeedHash: serverSeedHash(seeds.serverSeed),
    clientSeed: input.clientSeed,
    nonce: seeds.nonce,
    createdAt: input.now.toISOString(),
    progress: record.progress,
    outcome: record.outcome,
  };
  const parsedBase = safeParse(roundViewSchema, base);
  if (!parsedBase.success) return { ok: false, problem: { kind: 'rules', detail: 'bad round' } };
  const round = withRecord(parsedBase.data, record);
  if (!round) return { ok: false, problem: { kind: 'rules', detail: 'bad round' } };
  return { ok: true, round, balance: roundMoney(input.balance - amount + round.view.payout) };
}

/** One step of the open fun round; a step that ends it pays like the server would. */
export function funAct<G extends OriginalGame>(
  round: StoredFunRound | undefined,
  action: ActionOf[G],
  balance: number,
): FunResult {
  if (round?.view.status !== 'active') return { ok: false, problem: { kind: 'noRound' } };
  const step = stepRound(recordOf(round) as RoundRecord<G>, action);
  return settled(round, step, balance);
}

/** Cashes out the open fun round at what it shows. */
export function funCashOut(round: StoredFunRound | undefined, balance: number): FunResult {
  if (round?.view.status !== 'active') return { ok: false, problem: { kind: 'noRound' } };
  return settled(round, cashOutRound(recordOf(round)), balance);
}

function settled(
  round: StoredFunRound,
  step: { ok: true; record: RoundRecord } | { ok: false; problem: string },
  balance: number,
): FunResult {
  if (!step.ok) return { ok: false, problem: { kind: 'rules', detail: step.problem } };
  const next = withRecord(round.view, step.record);
  if (!next) return { ok: false, problem: { kind: 'rules', detail: 'bad round' } };
  return { ok: true, round: next, balance: roundMoney(balance + next.view.payout) };
}
