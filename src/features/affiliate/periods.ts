/**
 * The periods the referral statistics can cover (the `affiliate` dialog's `days`, 1–365).
 * A link may carry any number of days; it is offered next to the usual choices.
 */
export const AFFILIATE_PERIODS = [7, 30, 90, 365] as const;
export const DEFAULT_AFFILIATE_DAYS = 30;

/** The choices to offer, in order, always including the period the address asks for. */
export function affiliatePeriodChoices(current: number | undefined): number[] {
  const choices = new Set<number>(AFFILIATE_PERIODS);
  if (current !== undefined) choices.add(current);
  return [...choices].sort((a, b) => a - b);
}
