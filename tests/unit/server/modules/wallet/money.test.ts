import { dollars, formatUnits, toUnits, unitsToNumber } from '@server/modules/wallet/money';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amountSchema, canonicalAmount } from '@/contracts/money';

describe('amounts from players', () => {
  it('canonicalises numbers and strings without rounding', () => {
    expect(canonicalAmount(0.1)).toBe('0.1');
    expect(canonicalAmount('010.50')).toBe('10.5');
    expect(canonicalAmount(0.385)).toBe('0.385');
    expect(canonicalAmount('0.00000001')).toBe('0.00000001');
  });

  it('refuses more than 8 decimals, exponents, signs and junk instead of rounding', () => {
    for (const bad of [
      0.123456789,
      '0.123456789',
      '1e3',
      '-1',
      ' ',
      'NaN',
      Number.NaN,
      Infinity,
      '1,5',
    ]) {
      expect(canonicalAmount(bad)).toBeNull();
    }
  });

  it('amountSchema accepts positive amounts only', () => {
    expect(z.parse(amountSchema, 2)).toBe('2');
    expect(z.safeParse(amountSchema, 0).success).toBe(false);
    expect(z.safeParse(amountSchema, '0.000').success).toBe(false);
    expect(z.safeParse(amountSchema, 20_000_000_000).success).toBe(false);
  });
});

describe('units', () => {
  it('converts exactly both ways', () => {
    expect(toUnits('12.5')).toBe(1_250_000_000n);
    expect(toUnits('-0.385')).toBe(-38_500_000n);
    expect(dollars(0.1) + dollars(0.2)).toBe(dollars('0.3'));
    expect(formatUnits(-38_500_000n)).toBe('-0.385');
    expect(formatUnits(1n)).toBe('0.00000001');
    expect(unitsToNumber(dollars(50))).toBe(50);
  });

  it('refuses anything that is not an amount', () => {
    expect(() => toUnits('1.123456789')).toThrow(RangeError);
    expect(() => toUnits('abc')).toThrow(RangeError);
  });
});
