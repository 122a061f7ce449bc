/**
 * Recomputes one bet in the browser with the same rules the server plays (`@/games`): the
 * server seed's SHA-256 (to compare with the hash shown before the bet), the floats of
 * HMAC-SHA256(server seed, `clientSeed:nonce:round`) and the outcome they draw for the game.
 */
import { parse } from 'zod/mini';
import {
  type DiceOutcome,
  type DiceParams,
  diceOutcomeSchema,
  type LinearminesOutcome,
  type LinearminesParams,
  linearminesOutcomeSchema,
  type MinesOutcome,
  type MinesParams,
  minesOutcomeSchema,
  type TowersOutcome,
  type TowersParams,
  towersOutcomeSchema,
} from '@/contracts/originals';
import { floatCountOf, gameFloats, openRound, type SeedPairInput, serverSeedHash } from '@/games';
import type { BetChoice } from './bet-choice';

/** The outcome as the game shows it, with what was chosen to draw it. */
export type DrawnOutcome =
  | { game: 'dice'; params: DiceParams; outcome: DiceOutcome; won: boolean }
  | { game: 'mines' | 'junglemines'; params: MinesParams; outcome: MinesOutcome }
  | { game: 'towers'; params: TowersParams; outcome: TowersOutcome }
  | { game: 'linearmines'; params: LinearminesParams; outcome: LinearminesOutcome };

export interface Verification {
  serverSeedHash: string;
  floats: number[];
  drawn: DrawnOutcome;
}

function floatCount(choice: BetChoice): number {
  switch (choice.game) {
    case 'dice':
      return floatCountOf('dice', choice.params);
    case 'mines':
    case 'junglemines':
      return floatCountOf(choice.game, choice.params);
    case 'towers':
      return floatCountOf('towers', choice.params);
    case 'linearmines':
      return floatCountOf('linearmines', choice.params);
  }
}

// The rules type a round's outcome as unknown; the contract's schema says what it holds.
function drawnOf(choice: BetChoice, floats: readonly number[]): DrawnOutcome {
  switch (choice.game) {
    case 'dice': {
      const round = openRound('dice', choice.params, floats);
      const outcome = parse(diceOutcomeSchema, round.outcome);
      return { game: 'dice', params: choice.params, outcome, won: round.status === 'won' };
    }
    case 'mines':
    case 'junglemines': {
      const round = openRound(choice.game, choice.params, floats);
      return { ...choice, outcome: parse(minesOutcomeSchema, round.outcome) };
    }
    case 'towers': {
      const round = openRound('towers', choice.params, floats);
      return { ...choice, outcome: parse(towersOutcomeSchema, round.outcome) };
    }
    case 'linearmines': {
      const round = openRound('linearmines', choice.params, floats);
      return { ...choice, outcome: parse(linearminesOutcomeSchema, round.outcome) };
    }
  }
}

export function verifyBet(seeds: SeedPairInput, choice: BetChoice): Verification {
  const floats = gameFloats(seeds, floatCount(choice));
  return {
    serverSeedHash: serverSeedHash(seeds.serverSeed),
    floats,
    drawn: drawnOf(choice, floats),
  };
}
