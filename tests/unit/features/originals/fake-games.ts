/**
 * A stand-in for `@/games` (the rules being written on branch `games`) for the client tests:
 * the same functions with small, predictable rules. Bet nonce 0 rolls 5.00 and nonce 1 rolls
 * 75.00 (then it repeats every 4 nonces); a dice hit pays 2×. A mines board has its one mine on
 * tile 0, and each safe tile adds 0.5× to a 1× start. The dice odds are the real ones.
 */
import type { DiceOutcome, DiceParams, MinesAction, MinesOutcome } from '@/contracts/originals';
import type { RoundRecord, RoundStep, SeedPairInput } from '@/games';

// The dice odds are the real ones: the panel's numbers are not what these stories fake.
export {
  diceChanceForMultiplier,
  diceMultiplier,
  diceTargetFor,
  diceWinChance,
} from '@/games/dice/odds';

export const MULTIPLIER_ONE = 10_000;
const ROLLS = [0.05, 0.75, 0.25, 0.95];

export function gameFloats(seeds: SeedPairInput, count: number): number[] {
  return Array.from({ length: count }, () => ROLLS[seeds.nonce % ROLLS.length] ?? 0);
}

export function serverSeedHash(serverSeed: string): string {
  return `sha-${serverSeed.slice(0, 8)}`;
}

export function floatCountOf(game: string): number {
  return game === 'dice' ? 1 : 24;
}

export function paramsProblem(game: string, params: { minesCount?: number }): string | null {
  return game !== 'dice' && (params.minesCount ?? 0) > 24 ? 'Too many mines for the grid' : null;
}

export function openRound(game: string, params: unknown, floats: readonly number[]): RoundRecord {
  if (game === 'dice') {
    const dice = params as DiceParams;
    const roll = Math.round((floats[0] ?? 0) * 10_000) / 100;
    const won = dice.condition === 'over' ? roll > dice.target : roll < dice.target;
    const outcome: DiceOutcome = { roll };
    return {
      game: 'dice',
      params: dice,
      outcome,
      progress: null,
      status: won ? 'won' : 'lost',
      multiplier: won ? 2 * MULTIPLIER_ONE : 0,
    };
  }
  const outcome: MinesOutcome = { mines: [0] };
  return {
    game: 'mines',
    params: params as RoundRecord<'mines'>['params'],
    outcome,
    progress: { revealed: [] },
    status: 'active',
    multiplier: 0,
  };
}

export function stepRound(record: RoundRecord, action: MinesAction): RoundStep<'mines'> {
  const { mines } = record.outcome as MinesOutcome;
  const { revealed } = record.progress as { revealed: number[] };
  if (revealed.includes(action.tile)) return { ok: false, problem: 'Tile already revealed' };
  const next = { revealed: [...revealed, action.tile] };
  const lost = mines.includes(action.tile);
  return {
    ok: true,
    record: {
      ...(record as RoundRecord<'mines'>),
      progress: next,
      status: lost ? 'lost' : 'active',
      multiplier: lost ? 0 : MULTIPLIER_ONE + (next.revealed.length * MULTIPLIER_ONE) / 2,
    },
  };
}

export function cashOutRound(record: RoundRecord): RoundStep<'mines'> {
  const { revealed } = record.progress as { revealed: number[] };
  if (revealed.length === 0) return { ok: false, problem: 'Reveal a tile first' };
  return { ok: true, record: { ...(record as RoundRecord<'mines'>), status: 'won' } };
}

export function payoutUnits(stake: bigint, multiplier: number, maxPayout: bigint): bigint {
  const units = (stake * BigInt(multiplier)) / BigInt(MULTIPLIER_ONE);
  return units > maxPayout ? maxPayout : units;
}
