import { describe, expect, it } from 'vitest';
import { formatCountdown } from '@/features/rewards/countdown';
import {
  claimBlocker,
  secondsAfterClaim,
  wagerProgress,
  wagerTotalWithBonus,
} from '@/features/rewards/reward-rules';
import { formatAmountRounded } from '@/shared/lib/money';

describe('wagerProgress', () => {
  it('is total wagered over the wager required, as a percentage, capped at 100', () => {
    const reward = { level: 2, nextLevel: { level: 3, wagerRequired: 200 } };
    expect(wagerProgress(50, reward)).toEqual({ percent: 25, maxLevel: false, remaining: 150 });
    expect(wagerProgress(500, reward)).toEqual({ percent: 100, maxLevel: false, remaining: 0 });
  });

  it("reports 'max level reached' at level 10 or without a next level", () => {
    expect(
      wagerProgress(0, { level: 10, nextLevel: { level: 11, wagerRequired: 1 } }).maxLevel,
    ).toBe(true);
    expect(wagerProgress(0, { level: 4, nextLevel: null }).maxLevel).toBe(true);
  });
});

describe('claimBlocker', () => {
  const free = { secondsLeft: 0, claimedThisSession: false };
  it('blocks while the timer runs, then level 0, then a repeat claim — in that order', () => {
    expect(claimBlocker({ level: 0 }, { ...free, secondsLeft: 5 })).toBe('locked');
    expect(claimBlocker({ level: 0 }, free)).toBe('mustReachLevel1');
    expect(claimBlocker({ level: 3 }, { ...free, claimedThisSession: true })).toBe(
      'alreadyClaimed',
    );
    expect(claimBlocker({ level: 3 }, free)).toBeNull();
  });
});

describe('wagerTotalWithBonus', () => {
  it('adds 1000 for true and a number above 1 as itself', () => {
    expect(wagerTotalWithBonus(50, true)).toBe(1050);
    expect(wagerTotalWithBonus(50, 250)).toBe(300);
    expect(wagerTotalWithBonus(50, 1)).toBe(50);
    expect(wagerTotalWithBonus(50, false)).toBe(50);
    expect(wagerTotalWithBonus(50, null)).toBe(50);
  });
});

describe('timings and formats', () => {
  it('locks the next claim for the period plus 10 seconds', () => {
    expect(secondsAfterClaim('d')).toBe(86_410);
    expect(secondsAfterClaim('w')).toBe(604_810);
    expect(secondsAfterClaim('m')).toBe(2_592_010);
  });

  it('counts down in d/h/m/s without empty leading units', () => {
    expect(formatCountdown(0)).toBe('0s');
    expect(formatCountdown(59)).toBe('59s');
    expect(formatCountdown(3_725)).toBe('1h 2m 5s');
    expect(formatCountdown(90_061)).toBe('1d 1h 1m 1s');
    expect(formatCountdown(86_400)).toBe('1d 0h 0m 0s');
    expect(formatCountdown(-4)).toBe('0s');
  });

  it('formats amounts as 0,0.00', () => {
    expect(formatAmountRounded(1234.5)).toBe('1,234.50');
    expect(formatAmountRounded(0)).toBe('0.00');
  });
});
