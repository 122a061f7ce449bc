/**
 * Dice: a player picks a target and over/under; one float rolls 0.00–100.00 the way Stake does
 * and the bet pays 99 / win chance when it lands on their side.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, type DiceParams } from '@/contracts/originals';
import {
  diceChanceForMultiplier,
  diceMultiplier,
  diceTargetFor,
  diceWinChance,
  gameFloats,
  openRound,
  paramsProblem,
} from '@/games';
import { REFERENCE_SEEDS } from '../reference';

const rollOf = (nonce: number): number => {
  const round = openRound(
    'dice',
    { target: 50, condition: 'over' },
    gameFloats({ ...REFERENCE_SEEDS, nonce }, 1),
  );
  return (round.outcome as { roll: number }).roll;
};

describe('dice rolls', () => {
  it('rolls the reference values for nonces 0–5', () => {
    // floor(float × 10001) / 100 over node:crypto floats (../reference.ts), computed once.
    expect([0, 1, 2, 3, 4, 5].map(rollOf)).toEqual([71.18, 68.79, 58.8, 41.9, 31.27, 77.75]);
  });

  it('maps the ends of [0, 1) to 0.00 and 100.00', () => {
    const roll = (float: number) =>
      (openRound('dice', { target: 50, condition: 'over' }, [float]).outcome as { roll: number })
        .roll;
    expect(roll(0)).toBe(0);
    expect(roll(1 - 2 ** -32)).toBe(100);
    expect(roll(0.5)).toBe(50);
  });

  it('pays over only above the target and under only below it; equal loses', () => {
    // 50.5 / 10,001 puts the roll at exactly 50.50.
    const at = (target: number, condition: DiceParams['condition'], roll: number) =>
      openRound('dice', { target, condition }, [(roll * 100 + 0.5) / 10_001]);
    expect(at(50.5, 'over', 50.51)).toMatchObject({ status: 'won', multiplier: 20_000 });
    expect(at(50.5, 'over', 50.5)).toMatchObject({ status: 'lost', multiplier: 0 });
    expect(at(50.5, 'over', 12)).toMatchObject({ status: 'lost', multiplier: 0 });
    expect(at(49.5, 'under', 49.49)).toMatchObject({ status: 'won', multiplier: 20_000 });
    expect(at(49.5, 'under', 49.5)).toMatchObject({ status: 'lost', multiplier: 0 });
    expect(at(49.5, 'under', 99)).toMatchObject({ status: 'lost', multiplier: 0 });
    expect(at(50.5, 'over', 50.5).progress).toBeNull();
  });
});

describe('dice odds', () => {
  it('turns target and side into win chance and multiplier', () => {
    expect(diceWinChance({ target: 50.5, condition: 'over' })).toBe(49.5);
    expect(diceWinChance({ target: 50.5, condition: 'under' })).toBe(50.5);
    expect(diceMultiplier({ target: 50.5, condition: 'over' })).toBe(20_000);
    expect(diceMultiplier({ target: 2, condition: 'over' })).toBe(10_102);
    expect(diceMultiplier({ target: 0.01, condition: 'under' })).toBe(99_000_000);
    expect(diceMultiplier({ target: 33.33, condition: 'under' })).toBe(29_702);
  });

  it('finds the target for a chance and the chance for a multiplier', () => {
    expect(diceTargetFor(49.5, 'over')).toBe(50.5);
    expect(diceTargetFor(49.5, 'under')).toBe(49.5);
    expect(diceTargetFor(0.01, 'over')).toBe(99.99);
    expect(diceChanceForMultiplier(20_000)).toBe(49.5);
    expect(diceChanceForMultiplier(99_000_000)).toBe(0.01);
    expect(() => diceChanceForMultiplier(0)).toThrow(RangeError);
  });

  it('round-trips every allowed chance through its target on both sides', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: DICE_MIN_CHANCE * 100, max: DICE_MAX_CHANCE * 100 }),
        fc.constantFrom('over' as const, 'under' as const),
        (hundredths, condition) => {
          const chance = hundredths / 100;
          const params = { target: diceTargetFor(chance, condition), condition };
          expect(paramsProblem('dice', params)).toBeNull();
          expect(diceWinChance(params)).toBe(chance);
          expect(diceMultiplier(params)).toBe(Math.floor(99_000_000 / hundredths));
        },
      ),
    );
  });
});

describe('dice params', () => {
  it('refuses a chance outside 0.01–98%, a bad target or side, with a clear problem', () => {
    expect(paramsProblem('dice', { target: 1.99, condition: 'over' })).toMatch(/win chance.*98%/);
    expect(paramsProblem('dice', { target: 98.01, condition: 'under' })).toMatch(/win chance/);
    expect(paramsProblem('dice', { target: 0, condition: 'under' })).toMatch(/0\.01 to 99\.99/);
    expect(paramsProblem('dice', { target: 50.123, condition: 'over' })).toMatch(/two decimals/);
    expect(paramsProblem('dice', { target: Number.NaN, condition: 'over' })).toMatch(/target/);
    expect(
      paramsProblem('dice', { target: 50, condition: 'sideways' as DiceParams['condition'] }),
    ).toMatch(/over or under/);
    expect(paramsProblem('dice', { target: 2, condition: 'over' })).toBeNull();
    expect(paramsProblem('dice', { target: 98, condition: 'under' })).toBeNull();
  });

  it('will not open a round on bad params or without its float', () => {
    expect(() => openRound('dice', { target: 99.5, condition: 'under' }, [0.5])).toThrow(
      /win chance/,
    );
    expect(() => openRound('dice', { target: 50, condition: 'under' }, [])).toThrow(
      /needs 1 float,/,
    );
    expect(() => openRound('dice', { target: 50, condition: 'under' }, [1])).toThrow(/\[0, 1\)/);
  });
});
