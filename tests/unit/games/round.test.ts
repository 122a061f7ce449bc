/**
 * Any Original's round, played any way a player might: its outcome and progress fit the wire
 * contract, it moves only from active to won or lost, a refused step changes nothing, and no
 * bet pays more than the maximum payout.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diceOutcomeSchema,
  LINEARMINES_DIFFICULTIES,
  linearminesOutcomeSchema,
  linearminesStateSchema,
  MAX_PAYOUT,
  MINES_GRIDS,
  minesOutcomeSchema,
  minesStateSchema,
  type OriginalGame,
  TOWERS_DIFFICULTIES,
  towersOutcomeSchema,
  towersStateSchema,
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
  stepRound,
} from '@/games';

const UNITS_PER_DOLLAR = 100_000_000n;
const MAX_PAYOUT_UNITS = BigInt(MAX_PAYOUT) * UNITS_PER_DOLLAR;

const SCHEMAS = {
  dice: { outcome: diceOutcomeSchema, progress: null },
  mines: { outcome: minesOutcomeSchema, progress: minesStateSchema },
  junglemines: { outcome: minesOutcomeSchema, progress: minesStateSchema },
  towers: { outcome: towersOutcomeSchema, progress: towersStateSchema },
  linearmines: { outcome: linearminesOutcomeSchema, progress: linearminesStateSchema },
};

type AnyBet = { [G in OriginalGame]: { game: G; params: ParamsOf[G] } }[OriginalGame];

const bets: fc.Arbitrary<AnyBet> = fc.oneof(
  fc
    .record({
      chance: fc.integer({ min: 1, max: 9_800 }),
      condition: fc.constantFrom('over' as const, 'under' as const),
    })
    .map(({ chance, condition }) => ({
      game: 'dice' as const,
      params: { condition, target: (condition === 'over' ? 10_000 - chance : chance) / 100 },
    })),
  fc.constantFrom(...MINES_GRIDS).chain((gridCount) =>
    fc.integer({ min: 1, max: gridCount - 1 }).map((minesCount) => ({
      game: 'mines' as const,
      params: { gridCount, minesCount },
    })),
  ),
  fc.constantFrom(20, 30, 42).chain((gridCount) =>
    fc.integer({ min: 1, max: gridCount - 1 }).map((minesCount) => ({
      game: 'junglemines' as const,
      params: { gridCount, minesCount },
    })),
  ),
  fc.constantFrom(...TOWERS_DIFFICULTIES.map((d) => d.id)).map((difficulty) => ({
    game: 'towers' as const,
    params: { difficulty },
  })),
  fc.constantFrom(...LINEARMINES_DIFFICULTIES.map((d) => d.id)).map((difficulty) => ({
    game: 'linearmines' as const,
    params: { difficulty },
  })),
);

/** Any action a client could send, legal or not, for the game. */
function anyAction(game: OriginalGame, pick: number): ActionOf[OriginalGame] {
  if (game === 'towers') return { type: 'climb', column: pick % 5 };
  if (game === 'linearmines') return { type: 'cross' };
  return { type: 'reveal', tile: pick % 50 };
}

function expectOnTheWire(round: RoundRecord): void {
  const schemas = SCHEMAS[round.game];
  expect(schemas.outcome.safeParse(round.outcome).success).toBe(true);
  if (schemas.progress) expect(schemas.progress.safeParse(round.progress).success).toBe(true);
  else expect(round.progress).toBeNull();
  expect(Number.isInteger(round.multiplier) && round.multiplier >= 0).toBe(true);
}

describe('a round played any way', () => {
  it('keeps to the contract, ends won or lost, and refused steps change nothing', () => {
    fc.assert(
      fc.property(
        bets,
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.nat({ max: 1_000_000 }),
        fc.array(fc.oneof(fc.nat({ max: 60 }), fc.constant(-1)), { maxLength: 60 }),
        fc.bigInt({ min: 1n, max: 10_000n * UNITS_PER_DOLLAR }),
        ({ game, params }, clientSeed, nonce, picks, stake) => {
          expect(paramsProblem(game, params)).toBeNull();
          const floats = gameFloats(
            { serverSeed: 'property-server-seed', clientSeed, nonce },
            floatCountOf(game, params),
          );
          let round: RoundRecord = openRound(game, params, floats);
          const outcome = structuredClone(round.outcome);
          expectOnTheWire(round);
          for (const pick of picks) {
            if (round.status !== 'active') break;
            const before = structuredClone(round);
            // -1 stands for a cash-out in the middle of play.
            const step =
              pick === -1 ? cashOutRound(round) : stepRound(round, anyAction(game, pick));
            if (!step.ok) {
              expect(step.problem).toMatch(/\S/);
              expect(round).toEqual(before);
              continue;
            }
            expect(step.record.outcome).toEqual(outcome);
            round = step.record;
            expectOnTheWire(round);
          }
          if (round.status === 'lost') expect(round.multiplier).toBe(0);
          const paid = payoutUnits(
            stake,
            round.status === 'won' ? round.multiplier : 0,
            MAX_PAYOUT_UNITS,
          );
          expect(paid <= MAX_PAYOUT_UNITS).toBe(true);
          expect(paid >= 0n).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('opens dice won or lost at once and every stepped game active with nothing to pay', () => {
    expect(openRound('dice', { target: 50, condition: 'under' }, [0.2]).status).toBe('won');
    for (const [game, params] of [
      ['mines', { gridCount: 16, minesCount: 1 }],
      ['towers', { difficulty: '_medium' }],
      ['linearmines', { difficulty: 'easy' }],
    ] as const) {
      const round = openRound(game, params, Array(floatCountOf(game, params)).fill(0.5));
      expect(round).toMatchObject({ status: 'active', multiplier: 0 });
    }
  });

  it('has no steps and no cash-out in dice', () => {
    const dice = openRound('dice', { target: 50, condition: 'under' }, [0.2]);
    expect(stepRound(dice, undefined as never)).toEqual({
      ok: false,
      problem: 'This game is decided in one roll.',
    });
    expect(cashOutRound(dice).ok).toBe(false);
  });

  it('names a game that is not an Original instead of guessing', () => {
    expect(paramsProblem('plinko' as OriginalGame, { rows: 8 } as never)).toBe(
      'plinko is not an Original.',
    );
    expect(paramsProblem('mines', null as never)).toMatch(/settings/);
    expect(() => openRound('plinko' as OriginalGame, {} as never, [])).toThrow(/not an Original/);
  });
});

describe('payoutUnits', () => {
  it('pays stake × multiplier / 10,000 rounded down, up to the cap', () => {
    expect(payoutUnits(100_000_000n, 19_800, MAX_PAYOUT_UNITS)).toBe(198_000_000n);
    expect(payoutUnits(3n, 15_000, MAX_PAYOUT_UNITS)).toBe(4n); // 4.5 rounds down
    expect(payoutUnits(5n, 0, MAX_PAYOUT_UNITS)).toBe(0n);
    expect(payoutUnits(1_000n * UNITS_PER_DOLLAR, 990_000_000, MAX_PAYOUT_UNITS)).toBe(
      MAX_PAYOUT_UNITS,
    );
    // A cleared 49-tile board's multiplier is above 2^53 and still pays the cap, not NaN.
    expect(payoutUnits(UNITS_PER_DOLLAR, 6.3e17, MAX_PAYOUT_UNITS)).toBe(MAX_PAYOUT_UNITS);
    expect(payoutUnits(1n, MULTIPLIER_ONE, MAX_PAYOUT_UNITS)).toBe(1n);
  });

  it('refuses a negative stake or cap and a multiplier that is not whole', () => {
    expect(() => payoutUnits(-1n, 10_000, MAX_PAYOUT_UNITS)).toThrow(/stake/);
    expect(() => payoutUnits(1n, 10_000, -1n)).toThrow(/cap/);
    expect(() => payoutUnits(1n, 1.5, MAX_PAYOUT_UNITS)).toThrow(/multiplier/);
    expect(() => payoutUnits(1n, -1, MAX_PAYOUT_UNITS)).toThrow(/multiplier/);
    expect(() => payoutUnits(1n, Number.NaN, MAX_PAYOUT_UNITS)).toThrow(/multiplier/);
  });
});
