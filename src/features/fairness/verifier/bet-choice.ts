/**
 * What the verifier recomputes: one game with the params the player chose for the bet. The
 * form's fields (strings and numbers as typed) become a choice here, checked with the
 * contract's schemas and the rules' own `paramsProblem`, or a problem the form shows.
 */
import { safeParse } from 'zod/mini';
import {
  type DiceParams,
  diceParamsSchema,
  type LinearminesParams,
  linearminesParamsSchema,
  type MinesParams,
  minesParamsSchema,
  type OriginalGame,
  type TowersParams,
  towersParamsSchema,
} from '@/contracts/originals';
import { paramsProblem } from '@/games';

export type BetChoice =
  | { game: 'dice'; params: DiceParams }
  | { game: 'mines' | 'junglemines'; params: MinesParams }
  | { game: 'towers'; params: TowersParams }
  | { game: 'linearmines'; params: LinearminesParams };

/** The verifier's params fields, one set for every game (only the chosen game's are read). */
export interface ParamsFields {
  target: number | string;
  condition: string;
  gridCount: number | string;
  minesCount: number | string;
  towersDifficulty: string;
  linearminesDifficulty: string;
}

export type ChoiceResult = { ok: true; choice: BetChoice } | { ok: false; problem: 'params' };

const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

function parsedChoice(game: OriginalGame, fields: ParamsFields): BetChoice | null {
  switch (game) {
    case 'dice': {
      const target = numberOf(fields.target);
      const parsed = safeParse(diceParamsSchema, { target, condition: fields.condition });
      return parsed.success ? { game, params: parsed.data } : null;
    }
    case 'mines':
    case 'junglemines': {
      const parsed = safeParse(minesParamsSchema, {
        gridCount: numberOf(fields.gridCount),
        minesCount: numberOf(fields.minesCount),
      });
      return parsed.success ? { game, params: parsed.data } : null;
    }
    case 'towers': {
      const parsed = safeParse(towersParamsSchema, { difficulty: fields.towersDifficulty });
      return parsed.success ? { game, params: parsed.data } : null;
    }
    case 'linearmines': {
      const parsed = safeParse(linearminesParamsSchema, {
        difficulty: fields.linearminesDifficulty,
      });
      return parsed.success ? { game, params: parsed.data } : null;
    }
  }
}

/** The choice the fields describe, once the contract and the game's rules both accept it. */
export function betChoiceOf(game: OriginalGame, fields: ParamsFields): ChoiceResult {
  const choice = parsedChoice(game, fields);
  if (!choice) return { ok: false, problem: 'params' };
  // The rules know what the schema cannot: a grid size the game offers, mines that fit in it.
  if (problemOf(choice) !== null) return { ok: false, problem: 'params' };
  return { ok: true, choice };
}

function problemOf(choice: BetChoice): string | null {
  switch (choice.game) {
    case 'dice':
      return paramsProblem('dice', choice.params);
    case 'mines':
      return paramsProblem('mines', choice.params);
    case 'junglemines':
      return paramsProblem('junglemines', choice.params);
    case 'towers':
      return paramsProblem('towers', choice.params);
    case 'linearmines':
      return paramsProblem('linearmines', choice.params);
  }
}
