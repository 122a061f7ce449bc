/**
 * The wallet's pushes as the server sends them, through the app's real socket owner: what
 * fits the contract reaches the player's cached wallet, what does not is dropped with a
 * warning and leaves the wallet as it was.
 */
import { QueryClient } from '@tanstack/react-query';
import { serverPush } from '@tests/support/fake-socket-io';
import { createStore } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@/contracts/user';
import { emptyBalances } from '@/contracts/wallet';
import { balanceAlertAtom } from '@/features/wallet/balance/alert-atoms';
import { subscribeWallet } from '@/features/wallet/balance/wallet-subscriptions';
import { connectSocket } from '@/shared/api/socket';
import { accountKeys } from '@/shared/session';
import { playerWith } from '../user-fixture';

vi.mock(
  'socket.io-client',
  async () => (await import('@tests/support/fake-socket-io')).fakeSocketIo,
);

beforeAll(() => connectSocket());

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(accountKeys.current, playerWith());
  const store = createStore();
  const stop = subscribeWallet(queryClient, store);
  const player = () => queryClient.getQueryData<User | null>(accountKeys.current);
  return { queryClient, store, stop, player };
}

describe('a player whose wallet is pushed changes', () => {
  it('sees a pushed balance', () => {
    const { player, stop } = setup();
    serverPush('balanceUpdate', { balanceType: 'usdt', balance: 1234.56 });
    expect(player()?.balances.usdt).toBe(1234.56);
    stop();
  });

  it('ignores a malformed push', () => {
    const { player, stop } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serverPush('balanceUpdate', { balanceType: 'monopoly', balance: 5 });
    serverPush('balanceUpdate', { balanceType: 'usdt', balance: '5' });
    expect(player()?.balances).toEqual(emptyBalances());
    expect(warn).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps the display rates when the pushed table is malformed', () => {
    const { player, stop } = setup();
    const before = player()?.exchangeRates;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serverPush('currencyUpdated', { eur: { symbol: '€' } });
    expect(player()?.exchangeRates).toEqual(before);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('currencyUpdated'),
      expect.any(Array),
    );
    stop();
  });

  it('raises no alert for a malformed own bet, and the alert a good one calls for', () => {
    const { store, stop } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serverPush('new_bet_self', { betAmount: -5, payoutValue: 0, balanceType: 'usdt' });
    expect(store.get(balanceAlertAtom)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('new_bet_self'), expect.any(Array));
    serverPush('new_bet_self', { betAmount: 5, payoutValue: 0, balanceType: 'usdt' });
    expect(store.get(balanceAlertAtom)).toEqual({ type: 'emptyBalance', balanceType: 'usdt' });
    stop();
  });

  it('leaves the wallet lists fresh after a malformed transaction', () => {
    const { queryClient, stop } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    queryClient.setQueryData(['wallet', 'history', 'all', 1], { rows: [] });
    serverPush('transactionCreated', { id: 'entry-1' });
    expect(queryClient.getQueryState(['wallet', 'history', 'all', 1])?.isInvalidated).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    stop();
  });
});
