import { describe, expect, it } from 'vitest';
import type { BalanceType } from '@/contracts/balances';
import {
  availableBalanceTypes,
  type BalanceVisibilityInput,
  effectiveBalanceType,
  isEmptyBalance,
  listedBalanceTypes,
  paymentRulesOf,
} from '@/features/wallet/balance/balance-visibility';
import { switchesWith } from '../user-fixture';

const CRYPTO: BalanceType[] = ['crypto', 'eth', 'ltc', 'usdt', 'usdc', 'xrp', 'doge', 'trx'];

function input(overrides: Partial<BalanceVisibilityInput> = {}): BalanceVisibilityInput {
  return {
    balances: {},
    selected: 'usdt',
    hideEmptyBalances: false,
    cardPaymentsAllowed: true,
    mpesaAllowed: true,
    ...overrides,
  };
}

const userSettings = (cash: boolean, mpesa: boolean) => ({
  cashOptions: { enabled: cash },
  mpesaOptions: { enabled: mpesa },
});

describe('empty balances', () => {
  it('counts under 0.01 as empty', () => {
    expect(isEmptyBalance(0)).toBe(true);
    expect(isEmptyBalance(0.0099)).toBe(true);
    expect(isEmptyBalance(undefined)).toBe(true);
    expect(isEmptyBalance(Number.NaN)).toBe(true);
    expect(isEmptyBalance(0.01)).toBe(false);
    expect(isEmptyBalance(25)).toBe(false);
  });
});

describe('payment rules', () => {
  const allOn = { cashEnabled: true, mpesaEnabled: true, cardPaymentsAllowed: true };

  it('allows cash when the operator offers it, allows cards, and the player wants it', () => {
    expect(paymentRulesOf(switchesWith(allOn), userSettings(true, true))).toEqual({
      cardPaymentsAllowed: true,
      mpesaAllowed: true,
    });
  });

  it('needs every switch', () => {
    expect(
      paymentRulesOf(
        switchesWith({ ...allOn, cardPaymentsAllowed: false }),
        userSettings(true, true),
      ),
    ).toEqual({ cardPaymentsAllowed: false, mpesaAllowed: true });
    expect(
      paymentRulesOf(switchesWith({ ...allOn, cashEnabled: false }), userSettings(true, true)),
    ).toEqual({
      cardPaymentsAllowed: false,
      mpesaAllowed: true,
    });
    expect(paymentRulesOf(switchesWith(allOn), userSettings(false, false))).toEqual({
      cardPaymentsAllowed: false,
      mpesaAllowed: false,
    });
    expect(paymentRulesOf(switchesWith({ ...allOn, mpesaEnabled: false }), undefined)).toEqual({
      cardPaymentsAllowed: true,
      mpesaAllowed: false,
    });
  });

  it('offers nothing but crypto before the operator settings are known', () => {
    expect(paymentRulesOf(switchesWith({}), userSettings(true, true))).toEqual({
      cardPaymentsAllowed: false,
      mpesaAllowed: false,
    });
  });
});

describe('available balances', () => {
  it('lists crypto first, then cash and M-Pesa', () => {
    expect(availableBalanceTypes(input())).toEqual([...CRYPTO, 'cash', 'mpesa']);
  });

  it('hides a cash balance under 0.001 when card payments are not allowed', () => {
    const noCards = { cardPaymentsAllowed: false };
    expect(availableBalanceTypes(input(noCards))).not.toContain('cash');
    expect(availableBalanceTypes(input({ ...noCards, balances: { cash: 0.0009 } }))).not.toContain(
      'cash',
    );
    // Money the player holds stays visible, even when it shows as 0.00.
    expect(availableBalanceTypes(input({ ...noCards, balances: { cash: 0.001 } }))).toContain(
      'cash',
    );
  });

  it('treats M-Pesa the same way when its option is not offered', () => {
    expect(availableBalanceTypes(input({ mpesaAllowed: false }))).not.toContain('mpesa');
    expect(availableBalanceTypes(input({ mpesaAllowed: false, balances: { mpesa: 3 } }))).toContain(
      'mpesa',
    );
  });
});

describe('the balance in play', () => {
  it('is the player’s choice when available', () => {
    expect(effectiveBalanceType(input({ selected: 'eth' }))).toBe('eth');
    expect(effectiveBalanceType(input({ selected: 'cash' }))).toBe('cash');
  });

  it('falls back to crypto when the choice is unknown or unavailable', () => {
    expect(effectiveBalanceType(input({ selected: 'dogecoin' }))).toBe('crypto');
    expect(effectiveBalanceType(input({ selected: '' }))).toBe('crypto');
    expect(effectiveBalanceType(input({ selected: 'cash', cardPaymentsAllowed: false }))).toBe(
      'crypto',
    );
    expect(effectiveBalanceType(input({ selected: 'mpesa', mpesaAllowed: false }))).toBe('crypto');
  });

  it('keeps an unavailable-by-rule choice the player still holds money on', () => {
    expect(
      effectiveBalanceType(
        input({ selected: 'cash', cardPaymentsAllowed: false, balances: { cash: 12 } }),
      ),
    ).toBe('cash');
  });
});

describe('the balance list', () => {
  const balances = { crypto: 0, eth: 1.5, usdt: 0.009, cash: 0, mpesa: 20 };

  it('shows every available balance unless empty ones are hidden', () => {
    expect(listedBalanceTypes(input({ balances }))).toEqual([...CRYPTO, 'cash', 'mpesa']);
  });

  it('hides empty balances but never the selected one', () => {
    expect(
      listedBalanceTypes(input({ balances, hideEmptyBalances: true, selected: 'usdt' })),
    ).toEqual(['eth', 'usdt', 'mpesa']);
    expect(
      listedBalanceTypes(input({ balances, hideEmptyBalances: true, selected: 'eth' })),
    ).toEqual(['eth', 'mpesa']);
  });

  it('keeps the fallback listed when it replaces an unavailable choice', () => {
    expect(
      listedBalanceTypes(
        input({ balances, hideEmptyBalances: true, selected: 'cash', cardPaymentsAllowed: false }),
      ),
    ).toEqual(['crypto', 'eth', 'mpesa']);
  });
});
