import { describe, expect, it } from 'vitest';
import { affiliatePeriodOf } from '@/features/affiliate/periods';

describe('affiliatePeriodOf', () => {
  it('keeps a period the statistics cover', () => {
    expect([7, 30, 90, 365].map(affiliatePeriodOf)).toEqual([7, 30, 90, 365]);
  });

  it('falls back to 30 days for any other number or none', () => {
    expect(affiliatePeriodOf(14)).toBe(30);
    expect(affiliatePeriodOf(1)).toBe(30);
    expect(affiliatePeriodOf(undefined)).toBe(30);
  });
});
