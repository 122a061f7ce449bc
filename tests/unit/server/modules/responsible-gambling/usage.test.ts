// @vitest-environment node
/** What counts towards each limit in a rolling window, and when a refused amount fits again. */

import {
  type Activity,
  fitsAt,
  usageAt,
  usageOfSums,
} from '@server/modules/responsible-gambling/usage';
import { dollars } from '@server/modules/wallet/money';
import { describe, expect, it } from 'vitest';
import type { HistoryType } from '@/contracts/history-types';
import { LIMIT_PERIOD_MS } from '@/contracts/responsible-gambling';

const NOW = new Date('2025-03-10T12:00:00Z');
const ago = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const entry = (hoursAgo: number, type: HistoryType, amount: number): Activity => ({
  at: ago(hoursAgo),
  type,
  amount: dollars(String(amount).replace(/^-/, '')) * (amount < 0 ? -1n : 1n),
});
const DAY = LIMIT_PERIOD_MS.day;
const WEEK = LIMIT_PERIOD_MS.week;

describe('usage in a window', () => {
  const activity = [
    entry(30, 'deposit', 50), // outside the last 24 hours, inside the week
    entry(5, 'deposit', 20),
    entry(4, 'bet', -10),
    entry(3, 'payout', 4),
    entry(2, 'bet', -6),
    entry(1, 'refund', 6),
    entry(0.5, 'winRollback', -1),
  ];

  it('counts deposits per rolling window', () => {
    expect(usageAt('deposit', activity, DAY, NOW)).toBe(dollars(20));
    expect(usageAt('deposit', activity, WEEK, NOW)).toBe(dollars(70));
  });

  it('counts stakes less refunded stakes as wagered', () => {
    expect(usageAt('wager', activity, DAY, NOW)).toBe(dollars(10));
  });

  it('counts stakes − refunds − payouts + rolled-back wins as the net loss', () => {
    // 10 + 6 − 6 − 4 + 1
    expect(usageAt('loss', activity, DAY, NOW)).toBe(dollars(7));
  });

  it('never counts a net win as negative usage', () => {
    const winning = [entry(2, 'bet', -10), entry(1, 'payout', 100)];
    expect(usageAt('loss', winning, DAY, NOW)).toBe(0n);
  });

  it('computes the same from per-type sums', () => {
    const sums = new Map<HistoryType, bigint>([
      ['bet', -dollars(16)],
      ['payout', dollars(4)],
      ['refund', dollars(6)],
      ['winRollback', -dollars(1)],
      ['deposit', dollars(20)],
    ]);
    expect(usageOfSums('loss', sums)).toBe(dollars(7));
    expect(usageOfSums('wager', sums)).toBe(dollars(10));
    expect(usageOfSums('deposit', sums)).toBe(dollars(20));
  });

  it('lets an entry leave the window exactly one period after it was made', () => {
    const one = [entry(24, 'deposit', 10)];
    expect(usageAt('deposit', one, DAY, NOW)).toBe(0n);
    expect(usageAt('deposit', [entry(23.99, 'deposit', 10)], DAY, NOW)).toBe(dollars(10));
  });
});

describe('when a refused amount fits again', () => {
  it('is when enough of the oldest entries have left the window', () => {
    const deposits = [entry(20, 'deposit', 60), entry(10, 'deposit', 30), entry(1, 'deposit', 10)];
    // limit 100, used 100: 50 fits once the 60 leaves (4 hours from now).
    expect(fitsAt('deposit', deposits, DAY, NOW, dollars(100), dollars(50))).toEqual(
      new Date(NOW.getTime() + 4 * 3_600_000),
    );
    // 90 needs the 60 and the 30 gone (14 hours from now); 95 needs all three (23 hours).
    expect(fitsAt('deposit', deposits, DAY, NOW, dollars(100), dollars(90))).toEqual(
      new Date(NOW.getTime() + 14 * 3_600_000),
    );
    expect(fitsAt('deposit', deposits, DAY, NOW, dollars(100), dollars(95))).toEqual(
      new Date(NOW.getTime() + 23 * 3_600_000),
    );
  });

  it('is now when it already fits', () => {
    expect(
      fitsAt('deposit', [entry(1, 'deposit', 10)], DAY, NOW, dollars(100), dollars(5)),
    ).toEqual(NOW);
  });

  it('for more than the limit itself: when the whole limit is free', () => {
    const deposits = [entry(20, 'deposit', 10), entry(2, 'deposit', 10)];
    expect(fitsAt('deposit', deposits, DAY, NOW, dollars(100), dollars(150))).toEqual(
      new Date(NOW.getTime() + 22 * 3_600_000),
    );
  });

  it('follows a loss window where a payout leaving makes it worse before it gets better', () => {
    const play = [entry(20, 'payout', 40), entry(19, 'bet', -50), entry(10, 'bet', -30)];
    expect(usageAt('loss', play, DAY, NOW)).toBe(dollars(40));
    // Limit 60, stake 25: needs a loss of 35 at most. In 4 hours the payout leaves (loss 80),
    // in 5 the first bet does too (loss 30): that is when it fits.
    expect(usageAt('loss', play, DAY, new Date(NOW.getTime() + 4 * 3_600_000))).toBe(dollars(80));
    expect(fitsAt('loss', play, DAY, NOW, dollars(60), dollars(25))).toEqual(
      new Date(NOW.getTime() + 5 * 3_600_000),
    );
  });
});
