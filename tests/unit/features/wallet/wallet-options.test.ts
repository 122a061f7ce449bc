import { describe, expect, it } from 'vitest';
import {
  cashWalletName,
  visibleWalletOptions,
  WALLET_OPTIONS,
  type WalletOption,
} from '@/features/wallet/wallet-options';
import { switchesWith } from './user-fixture';

const byType = (type: string) => WALLET_OPTIONS.find((o) => o.balanceType === type);
const types = (options: WalletOption[]) => options.map((o) => o.balanceType);

describe('wallet option facts (spec part 1 §3)', () => {
  it('keeps the known limits and abilities', () => {
    expect(byType('xrp')).toMatchObject({
      minimumDeposit: 10,
      destinationTag: true,
      confirmations: 1,
      canTip: true,
      priority: 5,
    });
    expect(byType('cash')).toMatchObject({
      minimumDeposit: 10,
      minimumWithdraw: 15,
      canTip: false,
      priority: 6,
    });
    expect(byType('mpesa')).toMatchObject({
      minimumDeposit: 0.385,
      minimumWithdraw: 0.385,
      canTip: true,
      priority: 12,
    });
  });

  it('names the payment integration and the marks of what each option accepts', () => {
    expect(byType('xrp')).toMatchObject({ plugin: 'chain', paymentIcons: ['xrp'] });
    expect(byType('cash')).toMatchObject({
      plugin: 'hostedCheckout',
      paymentIcons: ['visa', 'mastercard', 'bank'],
    });
    expect(byType('mpesa')).toMatchObject({ plugin: 'mpesaStk', paymentIcons: ['mpesa'] });
  });
});

describe('visibleWalletOptions', () => {
  it('always offers crypto; cash and mobile money only with their flags on', () => {
    expect(types(visibleWalletOptions({ switches: switchesWith({}) }))).toEqual(['xrp']);
    expect(types(visibleWalletOptions({ switches: switchesWith({ cashEnabled: true }) }))).toEqual([
      'xrp',
      'cash',
    ]);
    expect(
      types(
        visibleWalletOptions({
          switches: switchesWith({ mpesaEnabled: true, cashEnabled: false }),
        }),
      ),
    ).toEqual(['xrp', 'mpesa']);
  });

  it("also needs the player's own setting once the user record carries it", () => {
    const flags = { cashEnabled: true, mpesaEnabled: true };
    expect(
      types(
        visibleWalletOptions({
          switches: switchesWith(flags),
          user: { cashEnabled: false, mpesaEnabled: true },
        }),
      ),
    ).toEqual(['xrp', 'mpesa']);
    expect(
      types(
        visibleWalletOptions({
          switches: switchesWith({}),
          user: { cashEnabled: true, mpesaEnabled: true },
        }),
      ),
    ).toEqual(['xrp']);
  });

  it('orders by priority, lowest first, whatever the input order', () => {
    const shuffled = [...WALLET_OPTIONS].reverse();
    expect(
      types(
        visibleWalletOptions(
          { switches: switchesWith({ cashEnabled: true, mpesaEnabled: true }) },
          shuffled,
        ),
      ),
    ).toEqual(['xrp', 'cash', 'mpesa']);
  });
});

describe('cashWalletName', () => {
  it('names the cash option after the local method', () => {
    expect(cashWalletName('PE')).toBe('Pago Efectivo');
    expect(cashWalletName('MX')).toBe('SPEI');
    expect(cashWalletName('CL')).toBe('Webpay');
    expect(cashWalletName('CA')).toBe('Interac');
    expect(cashWalletName('br')).toBe('PIX');
  });

  it("leaves other or unknown countries to 'cards, banks and more'", () => {
    expect(cashWalletName('KE')).toBeNull();
    expect(cashWalletName(null)).toBeNull();
    expect(cashWalletName(undefined)).toBeNull();
  });
});
