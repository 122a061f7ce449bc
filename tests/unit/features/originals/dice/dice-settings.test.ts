/**
 * Dice's odds and settings (issue 19, 1% edge): a player sets the target, the win chance or
 * the multiplier and the other two follow; every setting stays a valid bet (chance 0.01–98 %).
 */
import { describe, expect, it } from 'vitest';
import {
  clampDiceChance,
  diceMultiplier,
  diceTargetFor,
  diceWinChance,
} from '@/features/originals/dice/dice-odds';
import {
  DEFAULT_DICE_PARAMS,
  diceProfitOnWin,
  diceRollWins,
  flipped,
  withChance,
  withMultiplier,
  withTarget,
} from '@/features/originals/dice/dice-settings';

describe('dice odds', () => {
  it('pays 99 / chance: 2× at 49.5 %, 9,900× at 0.01 %, 1.0102× at 98 %', () => {
    expect(diceWinChance(DEFAULT_DICE_PARAMS)).toBe(49.5);
    expect(diceMultiplier(DEFAULT_DICE_PARAMS)).toBe(20_000);
    expect(diceMultiplier({ target: 0.01, condition: 'under' })).toBe(99_000_000);
    expect(diceMultiplier({ target: 2, condition: 'over' })).toBe(10_102);
    expect(diceMultiplier({ target: 66.67, condition: 'under' })).toBe(14_849);
  });

  it('finds the target for a chance on either side', () => {
    expect(diceTargetFor(25, 'over')).toBe(75);
    expect(diceTargetFor(25, 'under')).toBe(25);
    expect(diceTargetFor(33.33, 'over')).toBe(66.67);
  });

  it('keeps a chance within 0.01–98 %', () => {
    expect(clampDiceChance(0)).toBe(0.01);
    expect(clampDiceChance(99.5)).toBe(98);
    expect(clampDiceChance(Number.NaN)).toBe(0.01);
    expect(clampDiceChance(12.345)).toBe(12.35);
  });
});

describe('dice settings', () => {
  it('move the target inside the bounds for the side', () => {
    expect(withTarget(DEFAULT_DICE_PARAMS, 1)).toEqual({ target: 2, condition: 'over' });
    expect(withTarget(DEFAULT_DICE_PARAMS, 100)).toEqual({ target: 99.99, condition: 'over' });
    expect(withTarget({ target: 50, condition: 'under' }, 99)).toEqual({
      target: 98,
      condition: 'under',
    });
    expect(withTarget(DEFAULT_DICE_PARAMS, Number.NaN)).toEqual(DEFAULT_DICE_PARAMS);
  });

  it('set the target from a chance or a multiplier', () => {
    expect(withChance(DEFAULT_DICE_PARAMS, 10)).toEqual({ target: 90, condition: 'over' });
    expect(withMultiplier({ target: 50, condition: 'under' }, 4)).toEqual({
      target: 24.75,
      condition: 'under',
    });
    expect(withMultiplier(DEFAULT_DICE_PARAMS, 0)).toEqual(DEFAULT_DICE_PARAMS);
    expect(withMultiplier(DEFAULT_DICE_PARAMS, 1)).toEqual({ target: 2, condition: 'over' });
  });

  it('flip over and under keeping the chance', () => {
    expect(flipped(DEFAULT_DICE_PARAMS)).toEqual({ target: 49.5, condition: 'under' });
    expect(flipped(flipped(DEFAULT_DICE_PARAMS))).toEqual(DEFAULT_DICE_PARAMS);
  });

  it('win strictly beyond the target', () => {
    expect(diceRollWins(DEFAULT_DICE_PARAMS, 50.51)).toBe(true);
    expect(diceRollWins(DEFAULT_DICE_PARAMS, 50.5)).toBe(false);
    expect(diceRollWins({ target: 10, condition: 'under' }, 9.99)).toBe(true);
  });

  it('show the profit a hit would make, in cents rounded down', () => {
    expect(diceProfitOnWin(1, 2)).toBe(1);
    expect(diceProfitOnWin(0.29, 1.0102)).toBe(0);
    expect(diceProfitOnWin(3, 1.9)).toBe(2.7);
  });
});
