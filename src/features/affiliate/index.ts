/** Affiliate: 'Refer and earn' — the referral dialog (in ./dialogs) and its statistics. */
export { AFFILIATE_PERIODS, DEFAULT_AFFILIATE_DAYS } from './periods';
export { affiliateKeys, affiliateStatsQuery } from './queries';
