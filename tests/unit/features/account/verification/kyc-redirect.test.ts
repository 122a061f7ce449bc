import { describe, expect, it } from 'vitest';
import {
  isKycRedirectExempt,
  lowestUnmetKycLevel,
} from '@/features/account/settings/verification/kyc-redirect';

type State = 'verified' | 'pending' | 'none' | 'rejected';

function user(override: number, states: State[]) {
  return {
    userKYCOverrideLevel: override,
    kyc: {
      addressCountry: null,
      validationResults: states.map((state, i) => ({
        level: i + 1,
        verified: state === 'verified',
        pending: state === 'pending',
        rejectedReason: state === 'rejected' ? 'Blurred' : null,
      })),
    },
  };
}

describe('the KYC redirect rule', () => {
  it('asks nothing without an override level', () => {
    expect(lowestUnmetKycLevel(user(0, ['none', 'none', 'none', 'none']))).toBeNull();
  });

  it('sends the player to the lowest level up to the override that is neither verified nor pending', () => {
    expect(lowestUnmetKycLevel(user(1, ['none', 'none', 'none', 'none']))).toBe(1);
    expect(lowestUnmetKycLevel(user(3, ['verified', 'pending', 'none', 'none']))).toBe(3);
    expect(lowestUnmetKycLevel(user(4, ['verified', 'rejected', 'none', 'none']))).toBe(2);
  });

  it('counts pending as met, and ignores levels above the override', () => {
    expect(lowestUnmetKycLevel(user(2, ['verified', 'pending', 'none', 'none']))).toBeNull();
    expect(lowestUnmetKycLevel(user(1, ['verified', 'none', 'none', 'none']))).toBeNull();
  });

  it('treats a level missing from the results as unmet', () => {
    expect(lowestUnmetKycLevel(user(2, ['verified']))).toBe(2);
  });

  it('leaves the verification tab and the policies it links to alone', () => {
    expect(isKycRedirectExempt('/account-settings', { page: 'verification' })).toBe(true);
    expect(isKycRedirectExempt('/kyc-aml-policy', {})).toBe(true);
    expect(isKycRedirectExempt('/account-settings', { page: 'security' })).toBe(false);
    expect(isKycRedirectExempt('/casino', {})).toBe(false);
  });
});
