/**
 * The KYC redirect rule (spec part 2 §4): a signed-in player with a level up to their override
 * level that is neither verified nor pending is sent to the verification tab, kycLevel set to
 * the lowest such level. Pure, so the rule is tested apart from the router.
 */
import { KYC_LEVELS, type KycLevel } from '@/contracts/kyc-levels';
import type { User } from '@/contracts/user';

/** The lowest unmet level the player must complete now, or null. */
export function lowestUnmetKycLevel(
  user: Pick<User, 'kyc' | 'userKYCOverrideLevel'>,
): KycLevel | null {
  for (const level of KYC_LEVELS) {
    if (level > user.userKYCOverrideLevel) return null;
    const result = user.kyc.validationResults.find((r) => r.level === level);
    if (!result?.verified && !result?.pending) return level;
  }
  return null;
}

/**
 * Pages the redirect leaves alone: the verification tab itself, and the policies it links to,
 * which a player must be able to read before sending documents.
 */
const READABLE_DURING_KYC = ['/kyc-aml-policy', '/privacy-policy', '/terms-and-conditions'];

export function isKycRedirectExempt(pathname: string, search: { page?: unknown }): boolean {
  if (pathname === '/account-settings' && search.page === 'verification') return true;
  return READABLE_DURING_KYC.includes(pathname);
}
