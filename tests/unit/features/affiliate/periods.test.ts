import { describe, expect, it } from 'vitest';
import { affiliatePeriodChoices } from '@/features/affiliate/periods';

describe('affiliatePeriodChoices', () => {
  it('offers the usual periods in order', () => {
    expect(affiliatePeriodChoices(undefined)).toEqual([7, 30, 90, 365]);
    expect(affiliatePeriodChoices(30)).toEqual([7, 30, 90, 365]);
  });

  it("adds the address's own period in its place", () => {
    expect(affiliatePeriodChoices(14)).toEqual([7, 14, 30, 90, 365]);
    expect(affiliatePeriodChoices(1)).toEqual([1, 7, 30, 90, 365]);
  });
});
