import { describe, expect, it } from 'vitest';
import { createKeyKeeper, tipFingerprint } from '@/features/wallet/tip/idempotency-keys';
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

describe('idempotency keys', () => {
  it('keeps the key while the same tip is retried, and makes a new one otherwise', () => {
    let n = 0;
    const keeper = createKeyKeeper(() => `key-${++n}`);
    const tip = { username: 'Baraka', amount: 2, balanceType: 'xrp', isPrivate: false };
    const first = keeper.keyFor(tipFingerprint(tip));
    expect(keeper.keyFor(tipFingerprint({ ...tip, username: ' baraka ' }))).toBe(first);
    const other = keeper.keyFor(tipFingerprint({ ...tip, amount: 3 }));
    expect(other).not.toBe(first);
    expect(keeper.keyFor(tipFingerprint({ ...tip, amount: 3 }))).toBe(other);
    keeper.settled();
    expect(keeper.keyFor(tipFingerprint({ ...tip, amount: 3 }))).not.toBe(other);
    expect(keeper.keyFor(tipFingerprint({ ...tip, isPrivate: true }))).toBe('key-4');
  });
});
