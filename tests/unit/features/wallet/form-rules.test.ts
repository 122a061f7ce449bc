import { describe, expect, it } from 'vitest';
import { checkAmount } from '@/features/wallet/cashier/amount-rules';
import {
  checkDestinationTag,
  checkPhone,
  checkXrpAddress,
} from '@/features/wallet/cashier/destination-rules';
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

describe('withdrawal destinations', () => {
  it('accepts classic XRP addresses only', () => {
    expect(checkXrpAddress('rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe')).toBeNull();
    expect(checkXrpAddress('')).toBe('required');
    expect(checkXrpAddress('xPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe')).toBe('xrpAddress');
    expect(checkXrpAddress('r0OIl')).toBe('xrpAddress');
  });

  it('takes an optional 32-bit destination tag', () => {
    expect(checkDestinationTag('')).toBeNull();
    expect(checkDestinationTag('4294967295')).toBeNull();
    expect(checkDestinationTag('4294967296')).toBe('destinationTag');
    expect(checkDestinationTag('12a')).toBe('destinationTag');
  });

  it('takes phone numbers of 9 to 15 digits, spaces ignored', () => {
    expect(checkPhone('+254 712 345 678')).toBeNull();
    expect(checkPhone('0712345678')).toBeNull();
    expect(checkPhone('12345')).toBe('phone');
    expect(checkPhone('')).toBe('required');
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
