/**
 * The periods the referral statistics can cover (contracts/affiliate). The `affiliate` dialog's
 * address may carry any `days` from 1 to 365; one the server does not report on falls back to
 * the default period instead of asking for statistics that do not exist.
 */
import {
  AFFILIATE_PERIODS,
  type AffiliatePeriod,
  DEFAULT_AFFILIATE_DAYS,
  isAffiliatePeriod,
} from '@/contracts/affiliate';

export { AFFILIATE_PERIODS, type AffiliatePeriod, DEFAULT_AFFILIATE_DAYS };

export function affiliatePeriodOf(days: number | undefined): AffiliatePeriod {
  return days !== undefined && isAffiliatePeriod(days) ? days : DEFAULT_AFFILIATE_DAYS;
}
