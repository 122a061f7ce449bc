/**
 * The shape of an Original's rules (design §8): pure, framework-free maths shared by the
 * server, the /fair verifier and offline fun mode. No I/O, no clock, no randomness: floats
 * (from the seed pair, ./fairness) and the player's choices come in, outcomes go out.
 *
 * Multipliers are whole ten-thousandths (1.9800× is 19_800) so that money is computed in
 * integers: payout units = stake units × multiplier / 10_000, rounded down.
 */

/** 1× in the ten-thousandths every multiplier is expressed in. */
export const MULTIPLIER_ONE = 10_000;

/** A game decided by one draw: dice. */
export interface InstantRules<Params, Outcome> {
  readonly kind: 'instant';
  /** How many floats one round consumes. */
  floatCount(params: Params): number;
  /** The round's result from its floats. */
  outcome(floats: readonly number[], params: Params): Outcome;
  /** What the bet pays, ×10,000 (0 when it loses). */
  multiplier(params: Params, outcome: Outcome): number;
}

/** How a step left the round. */
export type StepEnd = 'lost' | 'cleared' | null;

export type StepResult<State> =
  | { ok: true; state: State; end: StepEnd }
  | { ok: false; problem: string };

/**
 * A game played in steps on an outcome fixed when the stake is taken: mines (reveal tiles),
 * towers (climb rows), Mission Uncrossable (cross lanes).
 */
export interface SteppedRules<Params, Outcome, State, Action> {
  readonly kind: 'stepped';
  floatCount(params: Params): number;
  outcome(floats: readonly number[], params: Params): Outcome;
  /** The state of a round nobody has played yet. */
  start(params: Params): State;
  /**
   * One step: `lost` when it hit a hazard, `cleared` when nothing is left to play (it is
   * then paid like a cash-out), null while the round goes on. A step that is not allowed
   * (a tile already revealed, a column out of range) answers a problem and changes nothing.
   */
  act(params: Params, outcome: Outcome, state: State, action: Action): StepResult<State>;
  /** What cashing out now would pay, ×10,000 (0 while nothing is played). */
  multiplier(params: Params, state: State): number;
  /** True once a cash-out is allowed (at least one step played). */
  canCashOut(state: State): boolean;
}

export type GameRules = InstantRules<never, unknown> | SteppedRules<never, unknown, unknown, never>;
