/**
 * The payment pushes as the server sends them, through the app's real socket owner: a deposit,
 * withdrawal or card purchase that fits the contract updates the cashier's lists and tells the
 * player; a malformed one is dropped with a warning, leaves the lists as they were and tells
 * the player nothing.
 */
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { serverPush } from '@tests/support/fake-socket-io';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onrampKeys } from '@/features/wallet/buy-crypto/onramp-keys';
import { paymentKeys } from '@/features/wallet/cashier/payment-keys';
import { subscribePayments } from '@/features/wallet/cashier/payment-subscriptions';
import { connectSocket } from '@/shared/api/socket';
import { accountKeys } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { testUser } from '../user-fixture';

vi.mock(
  'socket.io-client',
  async () => (await import('@tests/support/fake-socket-io')).fakeSocketIo,
);
vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn(async () => 'id') }));

i18n.loadAndActivate({ locale: 'en', messages: {} });
beforeAll(() => connectSocket());

const failedDeposit = {
  id: '9',
  method: 'mpesa',
  balanceType: 'mpesa',
  amount: 25,
  coinAmount: null,
  coinPrice: null,
  status: 'failed',
  reference: null,
  confirmations: null,
  requiredConfirmations: null,
  phone: '2547•••••678',
  failureReason: 'Insufficient funds',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let stop = () => {};
function setup() {
  const client = new QueryClient();
  client.setQueryData(accountKeys.current, testUser());
  client.setQueryData(paymentKeys.deposits, []);
  client.setQueryData(paymentKeys.withdrawals, []);
  client.setQueryData(onrampKeys.orders, []);
  stop = subscribePayments(client, i18n);
  return client;
}

afterEach(() => {
  stop();
  vi.mocked(showToast).mockClear();
});

describe('a player whose payments are pushed changes', () => {
  it('sees a failed deposit in the list and is told why', () => {
    const client = setup();
    serverPush('depositUpdated', failedDeposit);
    expect(client.getQueryData(paymentKeys.deposits)).toEqual([failedDeposit]);
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', message: 'Insufficient funds' }),
    );
  });

  it('is told nothing of a malformed deposit, and the list stays as it was', () => {
    const client = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serverPush('depositUpdated', { ...failedDeposit, status: 'lost' });
    serverPush('newDeposit', { balanceType: 'xrp', amount: '25', depositId: '9' });
    serverPush('newOfferDeposit', { bonusId: 'b1', offerName: 'Welcome', balanceType: 'xrp' });
    expect(client.getQueryData(paymentKeys.deposits)).toEqual([]);
    expect(client.getQueryState(accountKeys.current)?.isInvalidated).toBe(false);
    expect(showToast).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('keeps the withdrawals and card purchases as they were when their pushes are malformed', () => {
    const client = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serverPush('withdrawalUpdated', { id: 'w1', status: 'declined', reason: 'no' });
    serverPush('onrampOrderUpdated', { id: 'o1', coin: 'xrp', status: 'completed' });
    expect(client.getQueryData(paymentKeys.withdrawals)).toEqual([]);
    expect(client.getQueryData(onrampKeys.orders)).toEqual([]);
    expect(showToast).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('withdrawalUpdated'),
      expect.any(Array),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('onrampOrderUpdated'),
      expect.any(Array),
    );
  });
});
