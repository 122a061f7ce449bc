// @vitest-environment node
/** Of a burst of settled bets, only the rows a 12-row tab can still show are sent. */
import { ownRowIds, shownRowIds } from '@server/modules/bets-feed/feed-selection';
import { describe, expect, it } from 'vitest';
import type { BetsFeedRow } from '@/contracts/bets-feed';

function row(id: number, betAmount: number, payout: number): BetsFeedRow {
  return {
    id: `dice:${id}`,
    game: 'dice',
    gameName: 'Dice',
    player: 'ama',
    time: new Date(id * 1000).toISOString(),
    betAmount,
    multiplier: betAmount > 0 ? payout / betAmount : 0,
    payout,
  };
}

describe('the rows of a feed batch worth sending', () => {
  it('keeps the newest 12 of all bets and drops the older small ones', () => {
    const rows = Array.from({ length: 40 }, (_, i) => row(i, 1, i % 2 ? 2 : 0));
    expect([...shownRowIds(rows)].sort()).toEqual(
      rows
        .slice(-12)
        .map((r) => r.id)
        .sort(),
    );
  });

  it('keeps the newest 12 high rollers and lucky wins however old in the batch', () => {
    const high = Array.from({ length: 14 }, (_, i) => row(i, 50, 150));
    const lucky = Array.from({ length: 13 }, (_, i) => row(100 + i, 0.2, 6));
    const small = Array.from({ length: 30 }, (_, i) => row(200 + i, 1, 0));
    const shown = shownRowIds([...high, ...lucky, ...small]);
    expect(high.filter((r) => shown.has(r.id))).toEqual(high.slice(-12));
    expect(lucky.filter((r) => shown.has(r.id))).toEqual(lucky.slice(-12));
    expect(small.filter((r) => shown.has(r.id))).toEqual(small.slice(-12));
    expect(shown.size).toBe(36);
  });

  it("keeps a player's newest 12 of their own", () => {
    const own = Array.from({ length: 20 }, (_, i) => row(i, 1, 0));
    expect([...ownRowIds(own)]).toEqual(own.slice(-12).map((r) => r.id));
  });
});
