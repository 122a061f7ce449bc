// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  defaultSort,
  initialCollate,
  sortOptions,
  withSort,
} from '@/features/catalogue/rules/collate';

describe('collate state (spec part 1 §4.1)', () => {
  it('defaults to pop_desc, or recommended where a list includes it', () => {
    expect(defaultSort(false)).toBe('pop_desc');
    expect(defaultSort(true)).toBe('recommended');
  });

  it('starts with no providers, no search term and ascending false', () => {
    expect(initialCollate(false)).toEqual({
      filters: { providers: [] },
      sort: 'pop_desc',
      ascending: false,
      searchTerm: '',
    });
    expect(initialCollate(true).sort).toBe('recommended');
  });

  it('sorts upwards only for A–Z', () => {
    const state = initialCollate(false);
    expect(withSort(state, 'title_asc')).toMatchObject({ sort: 'title_asc', ascending: true });
    expect(withSort(state, 'title_desc')).toMatchObject({ sort: 'title_desc', ascending: false });
    expect(withSort(state, 'releasedAt')).toMatchObject({ ascending: false });
    expect(withSort(withSort(state, 'title_asc'), 'pop_desc').ascending).toBe(false);
  });

  it('keeps filters and term when the sort changes', () => {
    const state = { ...initialCollate(false), filters: { providers: ['A'] }, searchTerm: 'ra' };
    expect(withSort(state, 'title_desc')).toMatchObject({
      filters: { providers: ['A'] },
      searchTerm: 'ra',
    });
  });

  it('offers the sorts of §9 in menu order, recommended only where included', () => {
    expect(sortOptions(true)).toEqual([
      'pop_desc',
      'recommended',
      'title_asc',
      'title_desc',
      'releasedAt',
    ]);
    expect(sortOptions(false)).toEqual(['pop_desc', 'title_asc', 'title_desc', 'releasedAt']);
  });
});
