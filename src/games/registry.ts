/** Every Original's rules and params check, by game, for round.ts to dispatch on. */
import type { OriginalGame } from '@/contracts/originals';
import { diceParamsProblem } from './dice/odds';
import { diceRules } from './dice/rules';
import { jungleMinesParamsProblem, jungleMinesRules } from './junglemines/rules';
import { linearminesParamsProblem, linearminesRules } from './linearmines/rules';
import { minesParamsProblem, minesRules } from './mines/rules';
import { towersParamsProblem, towersRules } from './towers/rules';
import type { InstantRules, SteppedRules } from './types';

/** A game's rules with its types erased: round.ts keeps each record's game and params together. */
export interface GameEntry {
  rules: InstantRules<unknown, unknown> | SteppedRules<unknown, unknown, unknown, unknown>;
  paramsProblem(params: unknown): string | null;
}

const GAMES: Record<OriginalGame, GameEntry> = {
  dice: { rules: diceRules, paramsProblem: diceParamsProblem },
  mines: { rules: minesRules, paramsProblem: minesParamsProblem },
  junglemines: { rules: jungleMinesRules, paramsProblem: jungleMinesParamsProblem },
  towers: { rules: towersRules, paramsProblem: towersParamsProblem },
  linearmines: { rules: linearminesRules, paramsProblem: linearminesParamsProblem },
};

/** The game's entry, or null for a name that is not an Original. */
export function gameEntry(game: string): GameEntry | null {
  return Object.hasOwn(GAMES, game) ? GAMES[game as OriginalGame] : null;
}
