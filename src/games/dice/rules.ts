/**
 * Dice (Stake's): one float rolls 0.00–100.00 as floor(float × 10,001) / 100; over wins above
 * the target, under below it; a roll equal to the target loses.
 */
import type { DiceOutcome, DiceParams } from '@/contracts/originals';
import type { InstantRules } from '../types';
import { diceMultiplier } from './odds';

/** 10,001 rolls: 0.00, 0.01 … 100.00. */
const ROLLS = 10_001;

export const diceRules: InstantRules<DiceParams, DiceOutcome> = {
  kind: 'instant',
  floatCount: () => 1,
  outcome([float]) {
    if (float === undefined) throw new RangeError('A dice roll needs one float');
    return { roll: Math.floor(float * ROLLS) / 100 };
  },
  multiplier(params, outcome) {
    // Compared in hundredths: 50.5 × 100 is 5050.000000000001 in floating point.
    const roll = Math.round(outcome.roll * 100);
    const target = Math.round(params.target * 100);
    const won = params.condition === 'over' ? roll > target : roll < target;
    return won ? diceMultiplier(params) : 0;
  },
};
