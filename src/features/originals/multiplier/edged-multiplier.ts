/**
 * The fair odds of a stepped Original less the house edge, in the ×10,000 integers `@/games`
 * uses. Ratios are kept as whole numbers so 25/22 × 0.99 gives 1.1250×, not 1.1249× from a
 * float that fell short.
 */
import { ORIGINALS_HOUSE_EDGE } from '@/contracts/originals';
import { MULTIPLIER_ONE } from '@/games';

const RTP_UNITS = BigInt(Math.round((1 - ORIGINALS_HOUSE_EDGE) * MULTIPLIER_ONE));

/** (1 − edge) × numerator / denominator, ×10,000, rounded down. */
export function edgedMultiplier(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError('The odds need a positive denominator');
  return Number((RTP_UNITS * numerator) / denominator);
}

/** Throws unless `steps` is a whole number from 0 to `max`. */
export function assertSteps(steps: number, max: number): void {
  if (!Number.isInteger(steps) || steps < 0 || steps > max) {
    throw new RangeError(`Steps must be a whole number from 0 to ${max}, got ${steps}`);
  }
}
