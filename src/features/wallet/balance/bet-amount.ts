/**
 * The bet-amount helper the games use (spec part 2 §5, §9): the +/− step is 0.01 below 1,
 * 1 from 1 and 5 from 5 upward; 'max' is the whole balance; half and double; every result is
 * rounded down to two decimals and never exceeds the balance. The smallest real bet is 0.01
 * (below it the player is in demo mode), so stepping never goes under it while the balance
 * allows it. Amounts and balances are US dollars as the server sends them (at most 8
 * decimals); the arithmetic is in whole cents so 0.1 + 0.2 never shows as 0.30000000000000004.
 */

/** The smallest real-mode bet (spec part 1 §9). */
export const MIN_BET = 0.01;

const MIN_BET_CENTS = 1;

/**
 * Whole cents of an amount, rounded down. The amount is first written with 8 decimals (the
 * server's precision), so 0.29 is 29 cents, not the 28.999… of 0.29 × 100.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  if (amount >= 1e13) return Math.floor(amount) * 100;
  const [whole = '0', fraction = ''] = amount.toFixed(8).split('.');
  return Number(whole) * 100 + Number(fraction.slice(0, 2));
}

function fromCents(cents: number): number {
  return cents / 100;
}

function stepCents(cents: number): number {
  if (cents < 100) return 1;
  if (cents < 500) return 100;
  return 500;
}

/** The +/− step at this amount: 0.01 below 1, 1 from 1, 5 from 5. */
export function betStep(amount: number): number {
  return fromCents(stepCents(toCents(amount)));
}

/** Any amount made a valid bet: two decimals, rounded down, at most the balance, never < 0. */
export function clampBet(amount: number, balance: number): number {
  return fromCents(Math.min(toCents(amount), toCents(balance)));
}

/** At least the minimum bet (when the balance has it), at most the balance. */
function bounded(cents: number, balance: number): number {
  return fromCents(Math.min(Math.max(cents, MIN_BET_CENTS), toCents(balance)));
}

/** 'max': the whole balance, rounded down to cents. */
export function maxBet(balance: number): number {
  return fromCents(toCents(balance));
}

/** One step up from the amount (0.99 → 1.00, 1.00 → 2.00, 5.00 → 10.00). */
export function increaseBet(amount: number, balance: number): number {
  const cents = toCents(amount);
  return bounded(cents + stepCents(cents), balance);
}

/** One step down, by the step of the amount below (5.00 → 4.00, 1.00 → 0.99). */
export function decreaseBet(amount: number, balance: number): number {
  const cents = toCents(amount);
  return bounded(cents - stepCents(Math.max(cents - 1, 0)), balance);
}

export function halfBet(amount: number, balance: number): number {
  return bounded(Math.floor(toCents(amount) / 2), balance);
}

export function doubleBet(amount: number, balance: number): number {
  return bounded(toCents(amount) * 2, balance);
}
