/** Affiliate: 'Refer and earn' — the referral dialog (in ./dialogs) and its statistics periods. */
export { AFFILIATE_PERIODS, DEFAULT_AFFILIATE_DAYS } from './periods';
