// @vitest-environment node
/** Sandbox chain addresses: real formats with valid checksums, and the checks that use them. */

import { isValidChainAddress, newChainAddress } from '@server/modules/payments/chain-addresses';
import { describe, expect, it } from 'vitest';
import { CHAIN_COINS } from '@/contracts/payments';

describe('newChainAddress', () => {
  it('makes addresses every coin’s own check accepts, all different', () => {
    for (const coin of CHAIN_COINS) {
      const addresses = new Set(Array.from({ length: 20 }, () => newChainAddress(coin)));
      expect(addresses.size, coin).toBe(20);
      for (const address of addresses)
        expect(isValidChainAddress(coin, address), `${coin} ${address}`).toBe(true);
    }
    expect(newChainAddress('xrp')).toMatch(/^r/);
    expect(newChainAddress('ltc')).toMatch(/^L/);
    expect(newChainAddress('doge')).toMatch(/^D/);
    expect(newChainAddress('trx')).toMatch(/^T/);
    expect(newChainAddress('usdt')).toMatch(/^0x[0-9a-f]{40}$/);
  });
});

describe('isValidChainAddress', () => {
  it('accepts real addresses', () => {
    // The XRP Ledger's genesis account and a well-known Tron address (USDT's contract).
    expect(isValidChainAddress('xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(true);
    expect(isValidChainAddress('trx', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isValidChainAddress('eth', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe')).toBe(true);
  });

  it('refuses a mistyped character (checksum), another network’s address or junk', () => {
    expect(isValidChainAddress('xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi')).toBe(false);
    expect(isValidChainAddress('trx', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isValidChainAddress('xrp', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe')).toBe(false);
    expect(isValidChainAddress('eth', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(false);
    expect(isValidChainAddress('doge', 'not an address')).toBe(false);
  });
});
