import { describe, expect, it } from 'vitest';
import { checkPromoCode, normalizePromoCode } from '@/features/wallet/redeem/promo-code';

describe('promo codes', () => {
  it('are trimmed and lowercased before sending (spec §5)', () => {
    expect(normalizePromoCode('  WELCOME10 ')).toBe('welcome10');
    expect(checkPromoCode('   ')).toBe('required');
    expect(checkPromoCode('x'.repeat(65))).toBe('tooLong');
    expect(checkPromoCode('Welcome')).toBeNull();
  });
});
