// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gridColumns } from '@/features/catalogue/rules/grid-columns';

describe('thumbnail grid columns (spec part 1 §9)', () => {
  it.each([
    [0, 3],
    [599, 3],
    [600, 4],
    [799, 4],
    [800, 5],
    [999, 5],
    [1000, 6],
    [1099, 6],
    [1100, 7],
    [2400, 7],
  ])('%i px → %i columns', (width, columns) => {
    expect(gridColumns(width)).toBe(columns);
  });
});
