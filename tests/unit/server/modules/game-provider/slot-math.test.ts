// @vitest-environment node
/**
 * The sandbox slot's maths: lines pay left to right for 3+ of a kind, exactly (bigint), and
 * the return to player is 96.3 % by formula and in a long seeded simulation.
 */

import {
  PAYLINES,
  REEL_STRIPS,
  STRIP_LENGTH,
  SYMBOLS,
} from '@server/modules/game-provider/sandbox/paytable';
import { seededRng } from '@server/modules/game-provider/sandbox/rng';
import {
  evaluate,
  gridAt,
  spin,
  theoreticalRtp,
} from '@server/modules/game-provider/sandbox/slot-math';
import { dollars } from '@server/modules/wallet/money';
import { describe, expect, it } from 'vitest';

/** Stops that put `symbol` on the middle row of the first `count` reels and not the next. */
function stopsWithMiddleRun(symbol: string, count: number): number[] {
  return REEL_STRIPS.map((strip, reel) => {
    const wanted = (s: string) => (reel < count ? s === symbol : s !== symbol);
    const index = strip.findIndex((_, i) => wanted(strip[(i + 1) % STRIP_LENGTH] as string));
    return index;
  });
}

describe('the sandbox slot', () => {
  it('has 5 reels of 32 stops with the paytable counts', () => {
    expect(REEL_STRIPS).toHaveLength(5);
    for (const strip of REEL_STRIPS) {
      expect(strip).toHaveLength(32);
      for (const symbol of SYMBOLS) {
        expect(strip.filter((s) => s === symbol.id)).toHaveLength(symbol.count);
      }
    }
  });

  it('pays a middle-row run of 4 bells 90 × the line bet', () => {
    const stops = stopsWithMiddleRun('bell', 4);
    const outcome = evaluate(stops, dollars(1));
    const middle = outcome.lines.find((line) => line.line === 1);
    expect(middle).toEqual({ line: 1, symbol: 'bell', count: 4, payout: dollars('9') });
    expect(outcome.win).toBe(outcome.lines.reduce((sum, line) => sum + line.payout, 0n));
    expect(gridAt(stops).map((reel) => reel[1])).toEqual([
      'bell',
      'bell',
      'bell',
      'bell',
      expect.any(String),
    ]);
  });

  it('pays nothing for a run of two', () => {
    const outcome = evaluate(stopsWithMiddleRun('cherry', 2), dollars(1));
    expect(outcome.lines.find((line) => line.line === 1)).toBeUndefined();
  });

  it('returns 96.3 % by formula', () => {
    expect(theoreticalRtp()).toBeGreaterThan(0.955);
    expect(theoreticalRtp()).toBeLessThan(0.97);
  });

  it('returns the formula’s RTP over 300,000 seeded spins, within 4 standard errors', () => {
    const rng = seededRng(20_261_122);
    const bet = dollars(1);
    const rounds = 300_000;
    let sum = 0;
    let squares = 0;
    let hits = 0;
    for (let i = 0; i < rounds; i += 1) {
      const ratio = Number(spin(rng, bet).win) / Number(bet);
      sum += ratio;
      squares += ratio * ratio;
      if (ratio > 0) hits += 1;
    }
    const mean = sum / rounds;
    const stdError = Math.sqrt((squares / rounds - mean * mean) / rounds);
    expect(Math.abs(mean - theoreticalRtp())).toBeLessThan(4 * stdError);
    expect(mean).toBeGreaterThan(0.9);
    expect(mean).toBeLessThan(1.02);
    // About one spin in four wins something on one of the 10 lines.
    expect(hits / rounds).toBeGreaterThan(0.2);
    expect(hits / rounds).toBeLessThan(0.4);
    expect(PAYLINES).toHaveLength(10);
  });
});
