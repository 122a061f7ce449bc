/**
 * The referral programme (the `affiliate` dialog, 'Refer and earn'): the periods its
 * statistics cover and GET /affiliate/stats?days=N — the players who joined through the
 * player's link in that period and what the player earned from them.
 */
import { z } from 'zod/mini';

export const AFFILIATE_PERIODS = [7, 30, 90, 365] as const;
export type AffiliatePeriod = (typeof AFFILIATE_PERIODS)[number];
export const DEFAULT_AFFILIATE_DAYS: AffiliatePeriod = 30;
/** Share of every stake of a referred player that the referrer earns (0.25 %). */
export const REFERRAL_COMMISSION_RATE = 0.0025;
/** How often the server pays the commissions earned since the last payout. */
export const REFERRAL_PAYOUT_MINUTES = 10;
/** The referral list is capped; the count covers everyone in the period. */
export const AFFILIATE_LIST_LIMIT = 100;

export function isAffiliatePeriod(days: number): days is AffiliatePeriod {
  return (AFFILIATE_PERIODS as readonly number[]).includes(days);
}

export const affiliateStatsQuerySchema = z.object({
  days: z.pipe(
    z.coerce.number(),
    z
      .number()
      .check(z.refine(isAffiliatePeriod, `days must be one of ${AFFILIATE_PERIODS.join(', ')}`)),
  ),
});

export const referredPlayerSchema = z.object({ name: z.string(), joinedAt: z.string() });
export type ReferredPlayer = z.infer<typeof referredPlayerSchema>;

export const affiliateStatsSchema = z.object({
  days: z.int(),
  /** How many players joined through the link in the period (the list may be shorter). */
  referredCount: z.int(),
  /** Newest first, at most AFFILIATE_LIST_LIMIT. */
  referred: z.array(referredPlayerSchema),
  earnings: z.object({
    /** Exact decimal string in USD: the referral commissions booked in the period. */
    amountUsd: z.string(),
  }),
});
export type AffiliateStats = z.infer<typeof affiliateStatsSchema>;

/** The link a player shares: the app's address with their affiliateId as `ref`. */
export function referralLink(origin: string, affiliateId: string): string {
  return `${origin}/?ref=${encodeURIComponent(affiliateId)}`;
}
