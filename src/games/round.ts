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
import { type GameEntry, gameEntry } from './registry';

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

function entryOf(game: string): GameEntry {
  const entry = gameEntry(game);
  if (!entry) throw new RangeError(`${game} is not an Original`);
  return entry;
}

const problem = <G extends OriginalGame>(text: string): RoundStep<G> => ({
  ok: false,
  problem: text,
});

/** How many floats a round of `game` with these params needs. */
export function floatCountOf<G extends OriginalGame>(game: G, params: ParamsOf[G]): number {
  const entry = entryOf(game);
  const paramsProblemText = entry.paramsProblem(params);
  if (paramsProblemText) throw new RangeError(paramsProblemText);
  return entry.rules.floatCount(params);
}

/** Opens a round on its floats; a dice round is over at once (won or lost). */
export function openRound<G extends OriginalGame>(
  game: G,
  params: ParamsOf[G],
  floats: readonly number[],
): RoundRecord<G> {
  const { rules } = entryOf(game);
  const needed = floatCountOf(game, params);
  if (floats.length < needed || floats.slice(0, needed).some((f) => !(f >= 0 && f < 1))) {
    throw new RangeError(
      `A ${game} round needs ${needed} float${needed === 1 ? '' : 's'}, each in [0, 1)`,
    );
  }
  const outcome = rules.outcome(floats, params);
  if (rules.kind === 'instant') {
    const multiplier = rules.multiplier(params, outcome);
    return {
      game,
      params,
      outcome,
      progress: null,
      status: multiplier > 0 ? 'won' : 'lost',
      multiplier,
    };
  }
  return { game, params, outcome, progress: rules.start(params), status: 'active', multiplier: 0 };
}

/** One step of an active stepped round. */
export function stepRound<G extends OriginalGame>(
  record: RoundRecord<G>,
  action: ActionOf[G],
): RoundStep<G> {
  const { rules } = entryOf(record.game);
  if (rules.kind === 'instant') return problem('This game is decided in one roll.');
  if (record.status !== 'active') return problem('This round is over.');
  const step = rules.act(record.params, record.outcome, record.progress, action);
  if (!step.ok) return step;
  const status: RoundStatus =
    step.end === 'lost' ? 'lost' : step.end === 'cleared' ? 'won' : 'active';
  const multiplier = step.end === 'lost' ? 0 : rules.multiplier(record.params, step.state);
  return { ok: true, record: { ...record, progress: step.state, status, multiplier } };
}

/** Ends an active round that may be cashed out, at its current multiplier. */
export function cashOutRound<G extends OriginalGame>(record: RoundRecord<G>): RoundStep<G> {
  const { rules } = entryOf(record.game);
  if (rules.kind === 'instant') return problem('This game is decided in one roll.');
  if (record.status !== 'active') return problem('This round is over.');
  if (!rules.canCashOut(record.progress))
    return problem('Play at least one step before cashing out.');
  return {
    ok: true,
    record: {
      ...record,
      status: 'won',
      multiplier: rules.multiplier(record.params, record.progress),
    },
  };
}

/** Checks a game's params (grid sizes, mines count within the grid...): a problem or null. */
export function paramsProblem<G extends OriginalGame>(game: G, params: ParamsOf[G]): string | null {
  const entry = gameEntry(game);
  if (!entry) return `${String(game)} is not an Original.`;
  if (typeof params !== 'object' || params === null) return "Choose the game's settings.";
  return entry.paramsProblem(params);
}
