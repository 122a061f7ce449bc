import { describe, expect, it } from 'vitest';
import { checkAmount } from '@/features/wallet/cashier/amount-rules';
import { checkPromoCode, normalizePromoCode } from '@/features/wallet/redeem/promo-code';

describe('checkAmount', () => {
  it('needs a positive amount at or above the minimum', () => {
    expect(checkAmount('', 10)).toBe('required');
    expect(checkAmount(0, null)).toBe('notPositive');
    expect(checkAmount(14.99, 15)).toBe('belowMinimum');
    expect(checkAmount(15, 15)).toBeNull();
    expect(checkAmount(0.385, 0.385)).toBeNull();
    expect(checkAmount(0.001, null)).toBeNull();
  });
});

describe('promo codes', () => {
  it('are trimmed and lowercased before sending (spec §5)', () => {
    expect(normalizePromoCode('  WELCOME10 ')).toBe('welcome10');
    expect(checkPromoCode('   ')).toBe('required');
    expect(checkPromoCode('x'.repeat(65))).toBe('tooLong');
    expect(checkPromoCode('Welcome')).toBeNull();
  });
});
