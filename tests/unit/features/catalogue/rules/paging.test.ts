// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FIRST_PAGE,
  nextPage,
  showsLoadMore,
  visibleCount,
} from '@/features/catalogue/rules/paging';

describe('paging (spec part 1 §4.1)', () => {
  it('starts at page 1 and load more adds one', () => {
    expect(FIRST_PAGE).toBe(1);
    expect(nextPage(FIRST_PAGE)).toBe(2);
    expect(nextPage(7)).toBe(8);
  });

  it('shows page × pageSize games', () => {
    expect(visibleCount(1, 24)).toBe(24);
    expect(visibleCount(3, 24)).toBe(72);
    expect(visibleCount(2, 30)).toBe(60);
  });

  it('never shows fewer than one page, whatever the stored page says', () => {
    expect(visibleCount(0, 24)).toBe(24);
    expect(visibleCount(-3, 24)).toBe(24);
    expect(visibleCount(1, 0)).toBe(1);
  });

  it.each([
    [{ preview: false, hidden: false, visible: 24, total: 25 }, true],
    [{ preview: false, hidden: false, visible: 24, total: 24 }, false],
    [{ preview: false, hidden: false, visible: 48, total: 30 }, false],
    [{ preview: true, hidden: false, visible: 24, total: 100 }, false],
    [{ preview: false, hidden: true, visible: 24, total: 100 }, false],
    [{ preview: false, hidden: false, visible: 24, total: 0 }, false],
  ])('load more button for %o → %s', (input, shown) => {
    expect(showsLoadMore(input)).toBe(shown);
  });
});
