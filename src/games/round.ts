/**
 * The life of one Original's round in pure terms, shared by the server (which stores each
 * record and moves the money) and offline fun mode (which keeps it in memory): open it on its
 * floats, step it, cash it out. Every function returns a new record; none mutates.
 */
import type {
  DiceParams,
  LinearminesAction,
  LinearminesParams,
  MinesAction,
  MinesParams,
  OriginalGame,
  RoundStatus,
  TowersAction,
  TowersParams,
} from '@/contracts/originals';

export interface ParamsOf {
  dice: DiceParams;
  mines: MinesParams;
  junglemines: MinesParams;
  towers: TowersParams;
  linearmines: LinearminesParams;
}
export interface ActionOf {
  dice: never;
  mines: MinesAction;
  junglemines: MinesAction;
  towers: TowersAction;
  linearmines: LinearminesAction;
}

/** A round as the rules see it: what was chosen, what was drawn, what was played. */
export interface RoundRecord<G extends OriginalGame = OriginalGame> {
  game: G;
  params: ParamsOf[G];
  /** The game's outcome schema (contracts/originals), fixed when the round opened. */
  outcome: unknown;
  /** Null for dice; the game's state schema for the stepped games. */
  progress: unknown;
  status: RoundStatus;
  /** ×10,000: what cashing out pays now (active) or what the round paid (over). */
  multiplier: number;
}

export type RoundStep<G extends OriginalGame> =
  | { ok: true; record: RoundRecord<G> }
  | { ok: false; problem: string };

/** How many floats a round of `game` with these params needs. */
export function floatCountOf<G extends OriginalGame>(_game: G, _params: ParamsOf[G]): number {
  throw new Error('not implemented yet');
}

/** Opens a round on its floats; a dice round is over at once (won or lost). */
export function openRound<G extends OriginalGame>(
  _game: G,
  _params: ParamsOf[G],
  _floats: readonly number[],
): RoundRecord<G> {
  throw new Error('not implemented yet');
}

/** One step of an active stepped round. */
export function stepRound<G extends OriginalGame>(
  _record: RoundRecord<G>,
  _action: ActionOf[G],
): RoundStep<G> {
  throw new Error('not implemented yet');
}

/** Ends an active round that may be cashed out, at its current multiplier. */
export function cashOutRound<G extends OriginalGame>(_record: RoundRecord<G>): RoundStep<G> {
  throw new Error('not implemented yet');
}

/** Checks a game's params (grid sizes, mines count within the grid...): a problem or null. */
export function paramsProblem<G extends OriginalGame>(
  _game: G,
  _params: ParamsOf[G],
): string | null {
  throw new Error('not implemented yet');
}
