/**
 * The amount checks of the cashier's forms (deposit, withdraw, tip), as problem codes so they
 * stay testable; the panels turn them into translated messages.
 */
export type AmountProblem = 'required' | 'notPositive' | 'belowMinimum';

/** NumberInput gives '' while empty and a number once something parses. */
export function checkAmount(value: number | string, minimum: number | null): AmountProblem | null {
  if (value === '' || value === undefined) return 'required';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return 'required';
  if (amount <= 0) return 'notPositive';
  if (minimum !== null && amount < minimum) return 'belowMinimum';
  return null;
}
