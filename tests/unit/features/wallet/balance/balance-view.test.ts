import { describe, expect, it } from 'vitest';
import { emptyBalances } from '@/contracts/wallet';
import { balanceViewOf } from '@/features/wallet/balance/balance-view';
import { ALL_FLAGS, playerWith, switchesWith } from '../user-fixture';

describe('the balance view', () => {
  it('shows the selected balance in the display currency, shortened for the top bar', () => {
    const user = playerWith({
      selectedBalanceType: 'eth',
      balances: { ...emptyBalances(), eth: 12_345.678, usdt: 3 },
      systemSettings: {
        ...playerWith().systemSettings,
        currency: { displayCurrency: 'eur', hideEmptyBalances: false },
      },
    });
    const view = balanceViewOf(user, switchesWith());
    expect(view.currency.code).toBe('eur');
    expect(view.selected).toMatchObject({ type: 'eth', shortCode: 'ETH', usd: 12_345.678 });
    expect(view.selected.text).toBe('€11,358.02');
    expect(view.compactText).toBe('€11.35K');
    expect(view.listed.find((entry) => entry.type === 'usdt')?.text).toBe('€2.76');
  });

  it('shows usd when the display currency has no rate', () => {
    const user = playerWith({
      balances: { ...emptyBalances(), usdt: 1 },
      systemSettings: {
        ...playerWith().systemSettings,
        currency: { displayCurrency: 'brl', hideEmptyBalances: false },
      },
    });
    expect(balanceViewOf(user, switchesWith()).compactText).toBe('$1.00');
  });

  it('lists only non-empty balances and the selected one when asked', () => {
    const user = playerWith({
      selectedBalanceType: 'crypto',
      balances: { ...emptyBalances(), doge: 0.5, cash: 0.005 },
      systemSettings: {
        ...playerWith().systemSettings,
        currency: { displayCurrency: 'usd', hideEmptyBalances: true },
      },
    });
    const view = balanceViewOf(user, switchesWith());
    expect(view.listed.map((entry) => entry.type)).toEqual(['crypto', 'doge']);
    expect(view.selected).toMatchObject({ type: 'crypto', empty: true, text: '$0.00' });
  });

  it('plays with crypto when the chosen cash balance is no longer offered', () => {
    const user = playerWith({ selectedBalanceType: 'cash' });
    expect(balanceViewOf(user, switchesWith()).selected.type).toBe('cash');
    expect(
      balanceViewOf(user, switchesWith({ ...ALL_FLAGS, cardPaymentsAllowed: false })).selected.type,
    ).toBe('crypto');
    const cashOff = playerWith({
      selectedBalanceType: 'cash',
      systemSettings: { ...playerWith().systemSettings, cashOptions: { enabled: false } },
    });
    expect(balanceViewOf(cashOff, switchesWith()).selected.type).toBe('crypto');
  });
});
