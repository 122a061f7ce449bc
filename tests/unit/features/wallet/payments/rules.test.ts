import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { idempotencyKeySchema } from '@/contracts/money';
import { newIdempotencyKey } from '@/features/wallet/cashier/idempotency-key';
import { addIfMissing, upsertById } from '@/features/wallet/cashier/payment-keys';
import {
  checkDestination,
  checkPaymentAmount,
  destinationBody,
  EMPTY_DESTINATION,
} from '@/features/wallet/cashier/payment-rules';

describe('checkPaymentAmount', () => {
  it('gives the canonical amount, or the problem the server would answer with', () => {
    expect(checkPaymentAmount('', 10)).toEqual({ problem: 'required' });
    expect(checkPaymentAmount(0, 10)).toEqual({ problem: 'invalid' });
    expect(checkPaymentAmount('1.123456789', null)).toEqual({ problem: 'invalid' });
    expect(checkPaymentAmount(9.99, 10)).toEqual({ problem: 'belowMinimum' });
    expect(checkPaymentAmount(10, 10)).toEqual({ amount: '10' });
    expect(checkPaymentAmount(0.385, 0.385)).toEqual({ amount: '0.385' });
    expect(checkPaymentAmount(50.01, 20, 50)).toEqual({ problem: 'aboveBalance' });
    expect(checkPaymentAmount(50, 20, 50)).toEqual({ amount: '50' });
  });
});

describe('checkDestination', () => {
  const xrp = { ...EMPTY_DESTINATION, address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh' };

  it('takes an XRP address with an optional 32-bit tag', () => {
    expect(checkDestination('xrp', xrp)).toBeNull();
    expect(checkDestination('xrp', { ...xrp, tag: '4294967295' })).toBeNull();
    expect(checkDestination('xrp', { ...xrp, tag: '4294967296' })).toEqual({
      field: 'tag',
      problem: 'tag',
    });
    expect(checkDestination('xrp', { ...xrp, address: '0x12' })).toEqual({
      field: 'address',
      problem: 'address',
    });
  });

  it('takes a Kenyan phone for M-Pesa and an account reference for cash', () => {
    expect(checkDestination('mpesa', { ...EMPTY_DESTINATION, phone: '0712 345 678' })).toBeNull();
    expect(checkDestination('mpesa', { ...EMPTY_DESTINATION, phone: '+1 555 0100' })).toEqual({
      field: 'phone',
      problem: 'phone',
    });
    expect(
      checkDestination('cash', { ...EMPTY_DESTINATION, account: 'GB33 BUKB 2020' }),
    ).toBeNull();
    expect(checkDestination('cash', EMPTY_DESTINATION)).toEqual({
      field: 'account',
      problem: 'account',
    });
  });

  it('sends only the fields of the option', () => {
    const all = { address: ' rX ', tag: ' 7 ', phone: '0712345678', account: 'ACC-12345' };
    expect(destinationBody('xrp', all)).toEqual({ address: 'rX', tag: '7' });
    expect(destinationBody('xrp', { ...all, tag: '' })).toEqual({ address: 'rX' });
    expect(destinationBody('mpesa', all)).toEqual({ phone: '0712345678' });
    expect(destinationBody('cash', all)).toEqual({ account: 'ACC-12345' });
  });
});

describe('newIdempotencyKey', () => {
  it('fits the server’s key format and is new every time', () => {
    const a = newIdempotencyKey();
    expect(safeParse(idempotencyKeySchema, a).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('cached payment lists', () => {
  const pending = { id: '1', status: 'pending' };
  const confirmed = { id: '1', status: 'confirmed' };

  it('a socket update replaces an entry in place; a new one goes first', () => {
    expect(upsertById([pending, { id: '2', status: 'x' }], confirmed)).toEqual([
      confirmed,
      { id: '2', status: 'x' },
    ]);
    expect(upsertById([{ id: '2', status: 'x' }], confirmed)).toEqual([
      confirmed,
      { id: '2', status: 'x' },
    ]);
  });

  it('a request’s answer never overwrites a newer state the socket brought first', () => {
    expect(addIfMissing([confirmed], pending)).toEqual([confirmed]);
    expect(addIfMissing(undefined, pending)).toEqual([pending]);
    expect(addIfMissing([], pending)).toEqual([pending]);
  });
});
