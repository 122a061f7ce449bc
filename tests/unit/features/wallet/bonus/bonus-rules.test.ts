import { describe, expect, it } from 'vitest';
import { BONUS_STATES, type PlayerBonus } from '@/contracts/bonuses';
import {
  BONUS_STATE_LABELS,
  bonusProgress,
  currentBonus,
  formatDuration,
  isOpenBonus,
} from '@/features/wallet/bonus/bonus-rules';

const bonus = (over: Partial<PlayerBonus>): PlayerBonus => ({
  id: 'b',
  offerId: 'o',
  offerName: 'Welcome',
  minDeposit: 10,
  state: 'active',
  claimedAt: '2025-01-01T00:00:00.000Z',
  expiresAt: '2025-01-08T00:00:00.000Z',
  balanceType: 'usdt',
  depositAmount: 10,
  amount: 5,
  wagerRequirement: 150,
  wagered: 0,
  removedAmount: null,
  endedAt: null,
  ...over,
});

describe('deposit bonus progress', () => {
  it('is wagered ÷ requirement as a percentage, capped at 100', () => {
    expect(bonusProgress(bonus({ wagered: 0 }))).toEqual({ percent: 0, remaining: 150 });
    expect(bonusProgress(bonus({ wagered: 37.5 }))).toEqual({ percent: 25, remaining: 112.5 });
    expect(bonusProgress(bonus({ wagered: 200 }))).toEqual({ percent: 100, remaining: 0 });
  });

  it('is full once completed and empty after a forfeit resets the requirement', () => {
    expect(bonusProgress(bonus({ state: 'completed', wagerRequirement: 0 })).percent).toBe(100);
    expect(bonusProgress(bonus({ state: 'forfeited', wagerRequirement: 0, wagered: 20 }))).toEqual({
      percent: 0,
      remaining: 0,
    });
  });
});

describe('deposit bonus states', () => {
  it('each have a label; waiting, matched and active are in progress', () => {
    for (const state of BONUS_STATES) expect(BONUS_STATE_LABELS[state].message).toBeTruthy();
    expect(BONUS_STATES.filter(isOpenBonus)).toEqual(['waiting', 'matched', 'active']);
  });

  it('show the bonus in progress, else the latest one', () => {
    const old = bonus({ id: 'old', state: 'forfeited' });
    const open = bonus({ id: 'open', state: 'waiting' });
    expect(currentBonus([old, open])?.id).toBe('open');
    expect(currentBonus([old])?.id).toBe('old');
    expect(currentBonus([])).toBeNull();
  });

  it('name time limits in days when whole, else hours, in the player language', () => {
    expect(formatDuration(168, 'en')).toBe('7 days');
    expect(formatDuration(36, 'en')).toBe('36 hours');
    expect(formatDuration(24, 'fr')).toMatch(/^1\sjour$/);
  });
});
