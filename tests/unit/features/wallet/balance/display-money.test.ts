import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExchangeRates } from '@/contracts/wallet';
import { displayCurrencyOf, formatDisplayMoney } from '@/features/wallet/balance/display-money';
import {
  formatAmount,
  formatCompactAmount,
  truncateMoney,
  USER_BALANCE_MAX_CHARS,
  withSymbol,
} from '@/shared/lib/money';

const RATES: ExchangeRates = {
  usd: { symbol: '$', rate: 1 },
  eur: { symbol: '€', rate: 0.92 },
  kes: { symbol: 'KSh', rate: 129 },
  thb: { symbol: '฿', rate: 34.8 },
  vnd: { symbol: '₫', rate: 25_400 },
  jpy: { symbol: '¥', rate: 0 },
};

/** Amounts as the server sends them: whole units of 1e-8 dollars, up to its maximum. */
const serverAmount = fc.bigInt({ min: 0n, max: 10n ** 18n }).map((units) => Number(units) / 1e8);

describe('display currency', () => {
  it('uses the chosen known currency with its rate and symbol', () => {
    expect(displayCurrencyOf('eur', RATES)).toEqual({ code: 'eur', symbol: '€', rate: 0.92 });
    expect(displayCurrencyOf('kes', RATES)).toEqual({ code: 'kes', symbol: 'KSh', rate: 129 });
  });

  it('falls back to usd for unknown currencies, missing rates and unusable rates', () => {
    const usd = { code: 'usd', symbol: '$', rate: 1 };
    expect(displayCurrencyOf('xyz', RATES)).toEqual(usd);
    expect(displayCurrencyOf(undefined, RATES)).toEqual(usd);
    expect(displayCurrencyOf('gbp', RATES)).toEqual(usd); // known, but no rate was sent
    expect(displayCurrencyOf('jpy', RATES)).toEqual(usd); // a zero rate would show 0
    expect(displayCurrencyOf('usd', {})).toEqual(usd);
  });
});

describe('formatAmount (0,0.00, truncated)', () => {
  it.each([
    [0, '0.00'],
    [0.009, '0.00'],
    [0.00999999, '0.00'],
    [0.01, '0.01'],
    [0.019, '0.01'],
    [1.005, '1.00'],
    [1.999, '1.99'],
    [999.999, '999.99'],
    [1000, '1,000.00'],
    [1234.5678, '1,234.56'],
    [1_234_567.891, '1,234,567.89'],
    [-1234.567, '-1,234.56'],
    [-0.004, '0.00'],
    [Number.NaN, '0.00'],
  ])('%s → %s', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });

  it('does not lose a cent to float noise of a conversion', () => {
    expect(0.3 * 3).toBeLessThan(0.9);
    expect(formatAmount(0.3 * 3)).toBe('0.90');
    expect(formatAmount(0.29)).toBe('0.29');
    expect(truncateMoney(10 * 0.92)).toBe(9.2);
  });

  it('never shows more than the amount, and at most a cent less', () => {
    fc.assert(
      fc.property(serverAmount, (amount) => {
        const shown = Number(formatAmount(amount).replaceAll(',', ''));
        expect(shown).toBeLessThanOrEqual(amount);
        expect(amount - shown).toBeLessThan(0.01 + 1e-6 * Math.max(1, amount / 1e9));
      }),
    );
  });

  it('always has thousands separators and two decimals', () => {
    fc.assert(
      fc.property(serverAmount, (amount) => {
        expect(formatAmount(amount)).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

describe('formatCompactAmount (the top bar: at most 8 characters)', () => {
  it.each([
    [0, '0.00'],
    [0.004, '0.00'],
    [9999.99, '9,999.99'],
    [9999.999, '9,999.99'],
    [10_000, '10.00K'],
    [12_345.678, '12.34K'],
    [99_999.999, '99.99K'],
    [999_999.99, '999.99K'],
    [1_000_000, '1.00M'],
    [123_456_789, '123.45M'],
    [9_876_543_210, '9.87B'],
    [2.54e14, '254.00T'],
    [1.5e15, '1.50Q'],
    [999_999_999_995_000_000, '999.99Q'],
    [5e18, '>999Q'],
    [-12_345, '-12.34K'],
  ])('%s → %s', (amount, text) => {
    expect(formatCompactAmount(amount)).toBe(text);
  });

  it('fits in 8 characters and never rounds up, for any amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e20, noNaN: true }), (amount) => {
        const text = formatCompactAmount(amount);
        expect(text.length).toBeLessThanOrEqual(USER_BALANCE_MAX_CHARS);
        const match = /^([\d,]+\.\d{2})([KMBTQ]?)$/.exec(text);
        if (!match) {
          expect(text).toBe('>999Q');
          expect(amount).toBeGreaterThanOrEqual(1e18);
          return;
        }
        const unit = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12, Q: 1e15 }[match[2] ?? ''] ?? 1;
        const shown = Number((match[1] ?? '').replaceAll(',', '')) * unit;
        expect(shown).toBeLessThanOrEqual(amount * (1 + 1e-12));
      }),
    );
  });

  it('shows the full amount whenever it fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (cents) => {
        expect(formatCompactAmount(cents / 100)).toBe(formatAmount(cents / 100));
      }),
    );
  });
});

describe('formatDisplayMoney', () => {
  it('converts US dollars with the rate and writes the symbol', () => {
    expect(formatDisplayMoney(1234.56, displayCurrencyOf('usd', RATES))).toBe('$1,234.56');
    expect(formatDisplayMoney(1234.56, displayCurrencyOf('eur', RATES))).toBe('€1,135.79');
    expect(formatDisplayMoney(5, displayCurrencyOf('thb', RATES))).toBe('฿174.00');
    expect(formatDisplayMoney(10, displayCurrencyOf('kes', RATES))).toBe('KSh\u00a01,290.00');
  });

  it('shortens in the top bar', () => {
    const vnd = displayCurrencyOf('vnd', RATES);
    expect(formatDisplayMoney(100, vnd)).toBe('₫2,540,000.00');
    expect(formatDisplayMoney(100, vnd, { compact: true })).toBe('₫2.54M');
  });

  it('shows an amount under 0.01 of the display currency as 0', () => {
    expect(formatDisplayMoney(0.0099, displayCurrencyOf('usd', RATES))).toBe('$0.00');
    expect(formatDisplayMoney(0.0001, displayCurrencyOf('kes', RATES))).toBe('KSh\u00a00.01');
  });

  it('puts a minus before the symbol', () => {
    expect(withSymbol('$', '-5.00')).toBe('-$5.00');
    expect(withSymbol('', '5.00')).toBe('5.00');
  });
});
