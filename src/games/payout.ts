/** Money from multipliers, in integers: units of 1e-8 USD and multipliers ×10,000. */
import { MULTIPLIER_ONE } from './types';

/** stake × multiplier / 10,000, rounded down, never above `maxPayout` (all in units). */
export function payoutUnits(stake: bigint, multiplier: number, maxPayout: bigint): bigint {
  if (stake < 0n) throw new RangeError(`A stake cannot be negative (${stake})`);
  if (maxPayout < 0n) throw new RangeError(`A payout cap cannot be negative (${maxPayout})`);
  if (!Number.isInteger(multiplier) || multiplier < 0) {
    throw new RangeError(
      `A multiplier is a whole number of ten-thousandths ≥ 0, not ${multiplier}`,
    );
  }
  const payout = (stake * BigInt(multiplier)) / BigInt(MULTIPLIER_ONE);
  return payout > maxPayout ? maxPayout : payout;
}
