import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  normalizePromoCode,
  promoCodeFormSchema,
  promoCodeProblemOf,
} from '@/features/wallet/redeem/promo-code';

/** The problem the redeem form shows for a typed code, null when it may be sent. */
function checkPromoCode(code: string) {
  const result = safeParse(promoCodeFormSchema, { code });
  const issue = result.error?.issues[0];
  return issue ? promoCodeProblemOf(issue) : null;
}

describe('promo codes', () => {
  it('are trimmed and lowercased before sending (spec §5)', () => {
    expect(normalizePromoCode('  WELCOME10 ')).toBe('welcome10');
    expect(checkPromoCode('   ')).toBe('required');
    expect(checkPromoCode('x'.repeat(65))).toBe('tooLong');
    expect(checkPromoCode('Welcome')).toBeNull();
  });
});
