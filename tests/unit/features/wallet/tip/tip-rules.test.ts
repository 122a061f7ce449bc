import { describe, expect, it } from 'vitest';
import { checkRecipient, checkTipAmount } from '@/features/wallet/tip/tip-rules';

describe('checkRecipient', () => {
  it('needs a valid username that is not the player’s own', () => {
    expect(checkRecipient('  ', 'amina')).toBe('required');
    expect(checkRecipient('ab', 'amina')).toBe('invalid');
    expect(checkRecipient('bad name', 'amina')).toBe('invalid');
    expect(checkRecipient('x'.repeat(21), 'amina')).toBe('invalid');
    expect(checkRecipient(' AMINA ', 'amina')).toBe('self');
    expect(checkRecipient('baraka_7', 'amina')).toBeNull();
  });
});

describe('checkTipAmount', () => {
  it('needs a positive amount of at most 8 decimals that the balance covers', () => {
    expect(checkTipAmount('', 10)).toBe('required');
    expect(checkTipAmount(0, 10)).toBe('notPositive');
    expect(checkTipAmount(0.000000001, 10)).toBe('tooPrecise');
    expect(checkTipAmount(10.01, 10)).toBe('overBalance');
    expect(checkTipAmount(10, 10)).toBeNull();
    expect(checkTipAmount(0.385, 0.385)).toBeNull();
    expect(checkTipAmount(0.00000001, 1)).toBeNull();
  });
});
