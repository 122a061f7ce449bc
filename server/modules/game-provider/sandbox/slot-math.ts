/**
 * One spin of the sandbox slot: the RNG picks a stop per reel, the grid is read off the
 * strips, and every payline that starts with 3+ of a kind pays. Amounts are bigint units, so
 * a win is exact: the line bet is the total bet / 10 (every allowed bet divides evenly).
 */
import { PAYLINES, REEL_STRIPS, ROWS, STRIP_LENGTH, SYMBOLS, type SymbolRule } from './paytable';
import type { Rng } from './rng';

export interface WinLine {
  /** 1-based payline number. */
  line: number;
  symbol: string;
  count: number;
  payout: bigint;
}

export interface SpinOutcome {
  stops: number[];
  /** grid[reel][row] symbol ids. */
  grid: string[][];
  lines: WinLine[];
  win: bigint;
}

const RULES = new Map<string, SymbolRule>(SYMBOLS.map((symbol) => [symbol.id, symbol]));

export function gridAt(stops: readonly number[]): string[][] {
  return REEL_STRIPS.map((strip, reel) =>
    Array.from(
      { length: ROWS },
      (_, row) => strip[((stops[reel] ?? 0) + row) % STRIP_LENGTH] as string,
    ),
  );
}

export function evaluate(stops: readonly number[], bet: bigint): SpinOutcome {
  const grid = gridAt(stops);
  const lineBet = bet / BigInt(PAYLINES.length);
  const lines: WinLine[] = [];
  PAYLINES.forEach((rows, index) => {
    const symbols = rows.map((row, reel) => grid[reel]?.[row] as string);
    const first = symbols[0] as string;
    let count = 1;
    while (count < symbols.length && symbols[count] === first) count += 1;
    const rule = RULES.get(first);
    if (!rule || count < 3) return;
    const multiplier = rule.pays[count - 3] ?? 0;
    lines.push({ line: index + 1, symbol: first, count, payout: lineBet * BigInt(multiplier) });
  });
  const win = lines.reduce((sum, line) => sum + line.payout, 0n);
  return { stops: [...stops], grid, lines, win };
}

export function spin(rng: Rng, bet: bigint): SpinOutcome {
  return evaluate(
    REEL_STRIPS.map(() => rng.int(STRIP_LENGTH)),
    bet,
  );
}

/**
 * The exact expected return per unit bet: each line returns, on average, Σ over symbols of
 * P(exactly k from the left) × pay(k), and the bet is spread evenly over the lines.
 */
export function theoreticalRtp(): number {
  let rtp = 0;
  for (const symbol of SYMBOLS) {
    const p = symbol.count / STRIP_LENGTH;
    const [three, four, five] = symbol.pays;
    rtp += p ** 3 * (1 - p) * three + p ** 4 * (1 - p) * four + p ** 5 * five;
  }
  return rtp;
}
