import { describe, expect, it } from 'vitest';
import { INITIAL_CONTROLS, pageCountOf, sortedBy } from '@/features/wallet/history/table-state';

describe('history table state', () => {
  it('starts newest first on page 1', () => {
    expect(INITIAL_CONTROLS).toEqual({ page: 1, orderBy: 'createdAt', order: 'desc' });
  });

  it('flips the order on the sorted column and starts another column fresh, from page 1', () => {
    const onPage3 = { ...INITIAL_CONTROLS, page: 3 };
    expect(sortedBy(onPage3, 'createdAt')).toEqual({ page: 1, orderBy: 'createdAt', order: 'asc' });
    expect(sortedBy(sortedBy(onPage3, 'createdAt'), 'createdAt').order).toBe('desc');
    expect(sortedBy(onPage3, 'amount')).toEqual({ page: 1, orderBy: 'amount', order: 'desc' });
    expect(sortedBy(onPage3, 'type')).toEqual({ page: 1, orderBy: 'type', order: 'asc' });
  });

  it('counts pages of the page size, at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(95, 10)).toBe(10);
  });
});
