/**
 * The checks the Buy crypto form makes before sending, the same the server makes
 * (server/modules/onramp/service.ts): an amount in dollars within the partner's limits.
 */
import { canonicalAmount } from '@/contracts/money';
import { ONRAMP_LIMITS } from '@/contracts/onramp';

export type BuyAmountProblem = 'required' | 'invalid' | 'outOfLimits';

export function checkBuyAmount(
  value: number | string,
): { amount: string } | { problem: BuyAmountProblem } {
  if (value === '') return { problem: 'required' };
  const amount = canonicalAmount(value);
  if (amount === null || Number(amount) <= 0) return { problem: 'invalid' };
  const within =
    Number(amount) >= Number(ONRAMP_LIMITS.minimum) &&
    Number(amount) <= Number(ONRAMP_LIMITS.maximum);
  return within ? { amount } : { problem: 'outOfLimits' };
}
