import { setupI18n, i18n as shared } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { balanceLabel } from '@/features/wallet/balance-label';
import { formatSignedAmount, formatTime } from '@/features/wallet/history/history-format';
import { formatAmount } from '@/shared/lib/money';

describe('history amounts', () => {
  it('format as 0,0.00, cut to the cent, never rounded up', () => {
    expect(formatAmount(1234.567)).toBe('1,234.56');
    expect(formatAmount(0.29)).toBe('0.29');
    expect(formatAmount(0.385)).toBe('0.38');
    expect(formatAmount(1_000_000)).toBe('1,000,000.00');
    expect(formatAmount(0.00999999)).toBe('0.00');
  });

  it('carry their sign: + for a credit, - for a debit, none for what shows as zero', () => {
    expect(formatSignedAmount(100)).toBe('+100.00');
    expect(formatSignedAmount(-7)).toBe('-7.00');
    expect(formatSignedAmount(-2.519)).toBe('-2.51');
    expect(formatSignedAmount(-0.004)).toBe('0.00');
    expect(formatSignedAmount(0)).toBe('0.00');
  });

  it('name the wallet by its code', () => {
    expect(balanceLabel(shared, 'usdt')).toBe('USDT');
    expect(balanceLabel(shared, 'mpesa')).toBe('M-Pesa');
  });
});

describe('history times', () => {
  it('read in the player language', () => {
    const iso = '2025-03-04T05:06:00.000Z';
    const english = formatTime(setupI18n({ locale: 'en', messages: { en: {} } }), iso);
    const french = formatTime(setupI18n({ locale: 'fr', messages: { fr: {} } }), iso);
    expect(english).toMatch(/Mar 4, 2025/);
    expect(french).toMatch(/4 mars 2025/);
  });
});
