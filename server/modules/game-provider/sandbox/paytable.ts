/**
 * The sandbox slot's rules: 5 reels × 3 rows, 10 fixed paylines, 7 symbols. Every reel is a
 * strip of 32 stops with the same symbol counts (ordered differently per reel), so each
 * visible position shows a symbol with probability count / 32, independently per reel.
 * A line pays its multiplier × the line bet (total bet / 10) for 3, 4 or 5 of a kind from the
 * leftmost reel. With these counts and pays the return to player is 96.31 % exactly
 * (slot-math.ts's theoreticalRtp; tests check it and simulate it).
 */

export const REELS = 5;
export const ROWS = 3;

export interface SymbolRule {
  id: string;
  /** What the frame shows. */
  glyph: string;
  /** Stops per 32-stop reel strip. */
  count: number;
  /** Multipliers of the line bet for 3, 4 and 5 in a row. */
  pays: readonly [number, number, number];
}

export const SYMBOLS: readonly SymbolRule[] = [
  { id: 'cherry', glyph: '🍒', count: 8, pays: [10, 25, 70] },
  { id: 'lemon', glyph: '🍋', count: 7, pays: [14, 40, 100] },
  { id: 'plum', glyph: '🍇', count: 6, pays: [18, 50, 175] },
  { id: 'bell', glyph: '🔔', count: 5, pays: [25, 90, 250] },
  { id: 'bar', glyph: '🟥', count: 3, pays: [70, 200, 700] },
  { id: 'seven', glyph: '7️⃣', count: 2, pays: [175, 500, 1750] },
  { id: 'diamond', glyph: '💎', count: 1, pays: [350, 1400, 4500] },
];

export const STRIP_LENGTH = SYMBOLS.reduce((sum, symbol) => sum + symbol.count, 0);

/** Row index on each reel, left to right. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** Total bets the player may choose, in cents (each divides into 10 whole line bets). */
export const BET_CENTS = [10, 20, 50, 100, 200, 500, 1000] as const;

/** Play money a fun session starts with, in dollars. */
export const FUN_START_DOLLARS = 1000;

/**
 * Symbols spread as evenly as their counts allow (largest remainder first), so no strip
 * bunches its rare symbols; each reel starts the sequence at a different place.
 */
function baseStrip(): string[] {
  const left = new Map(SYMBOLS.map((symbol) => [symbol.id, symbol.count]));
  const strip: string[] = [];
  while (strip.length < STRIP_LENGTH) {
    for (const symbol of SYMBOLS) {
      const remaining = left.get(symbol.id) ?? 0;
      if (remaining === 0) continue;
      strip.push(symbol.id);
      left.set(symbol.id, remaining - 1);
    }
  }
  return strip;
}

const BASE = baseStrip();

export const REEL_STRIPS: readonly (readonly string[])[] = Array.from({ length: REELS }, (_, r) =>
  BASE.map((_, i) => BASE[(i + r * 7) % STRIP_LENGTH] as string),
);
