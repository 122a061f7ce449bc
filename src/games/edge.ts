/** The 1% house edge applied to a fair multiplier, exactly, in ten-thousandths. */

/** 0.99 × numerator / denominator, ×10,000, rounded down, computed on whole numbers. */
export function edgedMultiplier(numerator: bigint, denominator: bigint): number {
  return Number((9_900n * numerator) / denominator);
}
