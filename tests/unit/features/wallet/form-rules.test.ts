import { describe, expect, it } from 'vitest';
import { checkAmount } from '@/features/wallet/cashier/amount-rules';
import { visibleHistoryColumns } from '@/features/wallet/history/history-columns';
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

describe('history columns', () => {
  it('show the extended columns only in the expanded view', () => {
    const compact = visibleHistoryColumns('bets', false).map((c) => c.id);
    const expanded = visibleHistoryColumns('bets', true).map((c) => c.id);
    expect(compact).not.toContain('betId');
    expect(expanded).toEqual([...compact, 'betId']);
  });
});
