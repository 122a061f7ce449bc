/** Money from multipliers, in integers: units of 1e-8 USD and multipliers ×10,000. */

/** stake × multiplier / 10,000, rounded down, never above `maxPayout` (all in units). */
export function payoutUnits(_stake: bigint, _multiplier: number, _maxPayout: bigint): bigint {
  throw new Error('not implemented yet');
}
