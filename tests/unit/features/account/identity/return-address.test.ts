import { describe, expect, it } from 'vitest';
import { providerReturnAddress } from '@/features/account/identity/return-address';

describe('providerReturnAddress', () => {
  it('prefers the page that asked for an account', () => {
    expect(providerReturnAddress('/casino?category=slots', '/?modal=auth&tab=login')).toBe(
      '/casino?category=slots',
    );
  });

  it('drops the auth dialog but keeps a dialog it stood in for', () => {
    expect(providerReturnAddress(null, '/sports?modal=auth&tab=register&x=1')).toBe('/sports?x=1');
    expect(providerReturnAddress(null, '/?modal=cashier&tab=deposit')).toBe(
      '/?modal=cashier&tab=deposit',
    );
  });

  it('never sends the player to another site', () => {
    expect(providerReturnAddress('//evil.example/', '/?modal=auth')).toBe('/');
  });
});
