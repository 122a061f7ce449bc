/** How a multiplier reads on the boards: two decimals and a times sign (1.13×). */
import { MULTIPLIER_ONE } from '@/games';

/** From the ×10,000 integers of `@/games`. */
export function formatMultiplierUnits(units: number): string {
  return formatMultiplier(units / MULTIPLIER_ONE);
}

/** From a plain multiplier such as a RoundView's `payoutMultiplier` (1.98). */
export function formatMultiplier(multiplier: number): string {
  return `${multiplier.toFixed(2)}×`;
}
