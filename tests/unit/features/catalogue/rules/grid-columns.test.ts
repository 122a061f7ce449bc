// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GRID_COLUMNS, GRID_BREAKPOINTS, gridColumns } from '@/catalogue';

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

describe('the grid stylesheet follows the same table', () => {
  // GameGrid lays its columns out with container queries; this keeps them to the spec's table.
  const css = readFileSync(
    resolve(__dirname, '../../../../../src/features/catalogue/list/GameGrid.module.css'),
    'utf8',
  );
  const columnsAt = [
    ...css.matchAll(
      /@container game-grid \(min-width: (\d+)px\) \{\s*\.grid \{\s*grid-template-columns: repeat\((\d+),/g,
    ),
  ].map((match) => [Number(match[1]), Number(match[2])] as const);

  it('starts at the default column count', () => {
    expect(css).toMatch(
      new RegExp(`\\.grid \\{[^}]*repeat\\(${DEFAULT_GRID_COLUMNS}, minmax\\(0, 1fr\\)\\)`),
    );
  });

  it('has a container query for every breakpoint and no other', () => {
    expect([...columnsAt].sort((a, b) => b[0] - a[0])).toEqual(
      GRID_BREAKPOINTS.map(([minWidth, columns]) => [minWidth, columns]),
    );
  });
});
