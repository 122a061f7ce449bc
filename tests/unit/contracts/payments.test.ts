/** Contracts of deposits and withdrawals: phones, destinations, minimums, the worker's reach. */
import { describe, expect, it } from 'vitest';
import {
  CHAIN_COIN_FACTS,
  minimumDepositOf,
  minimumWithdrawOf,
  normalizeKenyanPhone,
} from '@/contracts/payments';
import { NAVIGATION_DENYLIST } from '@/contracts/service-worker';
import { isAccountReference, isChainAddress, parseDestinationTag } from '@/contracts/withdrawals';

describe('normalizeKenyanPhone', () => {
  it.each([
    ['254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['0712345678', '254712345678'],
    ['0110 123 456', '254110123456'],
    ['712-345-678', '254712345678'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeKenyanPhone(input)).toBe(expected);
  });

  it.each(['', '+1 555 010 0000', '25471234567', '2547123456789', '254212345678', '07123x5678'])(
    'refuses %s',
    (input) => {
      expect(normalizeKenyanPhone(input)).toBeNull();
    },
  );
});

describe('withdrawal destinations', () => {
  it('checks address shapes per coin', () => {
    expect(isChainAddress('xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(true);
    expect(isChainAddress('usdc', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe')).toBe(true);
    expect(isChainAddress('usdc', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BA')).toBe(false);
    expect(isChainAddress('xrp', 'xHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(false);
  });

  it('takes destination tags that fit 32 bits', () => {
    expect(parseDestinationTag('0')).toBe(0);
    expect(parseDestinationTag(' 4294967295 ')).toBe(4_294_967_295);
    expect(parseDestinationTag('4294967296')).toBeNull();
    expect(parseDestinationTag('-1')).toBeNull();
    expect(parseDestinationTag('1.5')).toBeNull();
  });

  it('takes account references of 5 to 34 characters', () => {
    expect(isAccountReference('GB33 BUKB 2020 1555 5555 55')).toBe(true);
    expect(isAccountReference('12345')).toBe(true);
    expect(isAccountReference('1234')).toBe(false);
    expect(isAccountReference('<script>')).toBe(false);
  });
});

describe('minimums', () => {
  it('are the spec’s for cash and M-Pesa, and the network’s for coins', () => {
    expect(minimumDepositOf('cash')).toBe('10');
    expect(minimumWithdrawOf('cash')).toBe('15');
    expect(minimumDepositOf('mpesa')).toBe('0.385');
    expect(minimumWithdrawOf('mpesa')).toBe('0.385');
    expect(minimumDepositOf('xrp')).toBe('10');
    expect(CHAIN_COIN_FACTS.xrp).toMatchObject({ confirmations: 1, destinationTag: true });
    expect(Number(minimumWithdrawOf('xrp'))).toBeGreaterThan(0);
  });
});

describe('the service worker', () => {
  it('leaves the sandbox checkout pages to the server', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    expect(denied('/sandbox/checkout/cs_abc')).toBe(true);
    expect(denied('/sandboxes-explained')).toBe(false);
  });
});
