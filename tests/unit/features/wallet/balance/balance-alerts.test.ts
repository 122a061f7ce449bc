import { describe, expect, it } from 'vitest';
import {
  alertAfterBet,
  alertForRefusedBet,
  alertStillHolds,
  alertWhenIdle,
  BALANCE_ALERT_DELAY_MS,
  LOW_BALANCE_THRESHOLD,
} from '@/features/wallet/balance/balance-alerts';

const lost = (betAmount: number) => ({ betAmount, payoutValue: 0, balanceType: 'usdt' as const });

describe('the alert after an own bet', () => {
  it('is emptyBalance when a lost bet left less than 0.01', () => {
    expect(alertAfterBet(lost(5), 0)).toEqual({ type: 'emptyBalance', balanceType: 'usdt' });
    expect(alertAfterBet(lost(0.01), 0.009)).toEqual({
      type: 'emptyBalance',
      balanceType: 'usdt',
    });
  });

  it('is lowBalance when a lost bet is more than what is left, and something is left', () => {
    expect(alertAfterBet(lost(5), 3)).toEqual({ type: 'lowBalance', balanceType: 'usdt' });
    expect(alertAfterBet(lost(0.05), 0.02)).toEqual({ type: 'lowBalance', balanceType: 'usdt' });
  });

  it('is nothing while the balance still covers the bet', () => {
    expect(alertAfterBet(lost(5), 5)).toBeNull();
    expect(alertAfterBet(lost(1), 100)).toBeNull();
  });

  it('is nothing at exactly the low threshold', () => {
    expect(LOW_BALANCE_THRESHOLD).toBe(0.01);
    expect(alertAfterBet(lost(1), 0.01)).toBeNull();
  });

  it('is nothing when the bet paid out 0.01 or more', () => {
    expect(alertAfterBet({ ...lost(5), payoutValue: 0.01 }, 0)).toBeNull();
    expect(alertAfterBet({ ...lost(5), payoutValue: 9 }, 3)).toBeNull();
    // Under 0.01 still counts as nothing won.
    expect(alertAfterBet({ ...lost(5), payoutValue: 0.009 }, 3)?.type).toBe('lowBalance');
  });

  it('names the balance the bet was played with', () => {
    expect(alertAfterBet({ ...lost(1), balanceType: 'eth' }, 0)?.balanceType).toBe('eth');
  });
});

describe('the alert after a minute with nothing to play with', () => {
  it('waits 60 seconds', () => {
    expect(BALANCE_ALERT_DELAY_MS).toBe(60_000);
  });

  it('is noDeposit for a player who never deposited, hasDeposit for one who did', () => {
    expect(alertWhenIdle({ balanceType: 'usdt', balance: 0 }, 0)).toEqual({
      type: 'noDeposit',
      balanceType: 'usdt',
    });
    expect(alertWhenIdle({ balanceType: 'cash', balance: 0.004 }, 25)).toEqual({
      type: 'hasDeposit',
      balanceType: 'cash',
    });
  });

  it('is nothing once the balance has 0.01', () => {
    expect(alertWhenIdle({ balanceType: 'usdt', balance: 0.01 }, 0)).toBeNull();
  });
});

describe('an alert showing while the balances change', () => {
  it('ends the empty and deposit alerts when their balance is no longer empty', () => {
    for (const type of ['emptyBalance', 'noDeposit', 'hasDeposit'] as const) {
      const alert = { type, balanceType: 'usdt' as const };
      expect(alertStillHolds(alert, { usdt: 0.001 })).toBe(true);
      expect(alertStillHolds(alert, { usdt: 10, eth: 0 })).toBe(false);
      expect(alertStillHolds(alert, { eth: 10 })).toBe(true);
    }
  });

  it('keeps lowBalance until the player dismisses it', () => {
    expect(alertStillHolds({ type: 'lowBalance', balanceType: 'usdt' }, { usdt: 500 })).toBe(true);
  });
});

describe('the alert when a bet is refused for want of money', () => {
  it('says empty under 0.01 and low above it, for the balance in play', () => {
    expect(alertForRefusedBet({ balanceType: 'usdt', balance: 0.004 })).toEqual({
      type: 'emptyBalance',
      balanceType: 'usdt',
    });
    expect(alertForRefusedBet({ balanceType: 'eth', balance: 2.5 })).toEqual({
      type: 'lowBalance',
      balanceType: 'eth',
    });
  });
});
