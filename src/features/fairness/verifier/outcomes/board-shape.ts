/**
 * How many columns a mines board has: the classic boards are square (25 = 5×5), Jungle Mines'
 * clearings one column wider than tall (30 = 6×5). A size of neither shape is drawn 5 wide.
 */
export function boardColumns(gridCount: number): number {
  for (let columns = 1; columns * (columns - 1) <= gridCount; columns += 1) {
    if (columns * columns === gridCount || columns * (columns - 1) === gridCount) return columns;
  }
  return 5;
}
