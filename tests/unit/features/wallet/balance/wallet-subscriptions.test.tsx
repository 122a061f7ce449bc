import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/contracts/user';
import { emptyBalances } from '@/contracts/wallet';
import { balanceAlertAtom } from '@/features/wallet/balance/alert-atoms';
import { useWalletSync } from '@/features/wallet/balance/use-wallet-sync';
import { subscribeWallet } from '@/features/wallet/balance/wallet-subscriptions';
import { accountKeys } from '@/shared/session';
import { playerWith } from '../user-fixture';

const socket = vi.hoisted(() => ({
  handlers: new Map<string, Set<(payload?: unknown) => void>>(),
  connectListeners: new Set<() => void>(),
  connected: false,
}));

vi.mock('@/shared/api/socket', () => ({
  onSocketEvent: (event: string, handler: (payload?: unknown) => void) => {
    const set = socket.handlers.get(event) ?? new Set();
    set.add(handler);
    socket.handlers.set(event, set);
    return () => set.delete(handler);
  },
  getSocketStatus: () => ({ connected: socket.connected }),
  onSocketConnect: (listener: () => void) => {
    socket.connectListeners.add(listener);
    return () => socket.connectListeners.delete(listener);
  },
}));

function push(event: string, payload?: unknown) {
  for (const handler of socket.handlers.get(event) ?? []) handler(payload);
}

function connect() {
  for (const listener of socket.connectListeners) listener();
}

function setup(user: User | null = playerWith()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(accountKeys.current, user);
  const store = createStore();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const stop = subscribeWallet(queryClient, store);
  const player = () => queryClient.getQueryData<User | null>(accountKeys.current);
  return { queryClient, store, stop, player, invalidate };
}

beforeEach(() => {
  socket.handlers.clear();
  socket.connectListeners.clear();
  socket.connected = false;
});

describe('wallet live updates', () => {
  it('writes a pushed balance into the cached player', () => {
    const { player } = setup();
    push('balanceUpdate', { balanceType: 'usdt', balance: 1234.56 });
    expect(player()?.balances.usdt).toBe(1234.56);
    expect(player()?.balances.eth).toBe(0);
  });

  it('keeps a pushed balance that lands while a fetch of the player read the older one', async () => {
    const { queryClient, player } = setup();
    // The catch-up fetch on connect reads the player before the movement is committed...
    let answer: (user: User) => void = () => {};
    const reads: Array<(user: User) => void> = [];
    const fetchPlayer = () =>
      new Promise<User>((resolve) => {
        answer = resolve;
        reads.push(resolve);
      });
    // A fetch cancelled for a newer one rejects; the cache keeps what the newer one answers.
    queryClient.fetchQuery({ queryKey: accountKeys.current, queryFn: fetchPlayer }).catch(() => {});
    await waitFor(() => expect(reads).toHaveLength(1));
    // ...the movement's push arrives while it is under way...
    push('balanceUpdate', { balanceType: 'usdt', balance: 13_234.569 });
    expect(player()?.balances.usdt).toBe(13_234.569);
    // ...and the stale answer lands: it must not take the balance back.
    reads[0]?.(playerWith({ balances: { ...emptyBalances(), usdt: 1234.56 } }));
    await waitFor(() => expect(reads).toHaveLength(2));
    answer(playerWith({ balances: { ...emptyBalances(), usdt: 13_234.569 } }));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(player()?.balances.usdt).toBe(13_234.569);
  });

  it('does not invent a player while signed out', () => {
    const { player } = setup(null);
    push('balanceUpdate', { balanceType: 'usdt', balance: 5 });
    push('currencyUpdated', { usd: { symbol: '$', rate: 1 } });
    expect(player()).toBeNull();
  });

  it('takes the new display rates', () => {
    const { player } = setup();
    const rates = { usd: { symbol: '$', rate: 1 }, eur: { symbol: '€', rate: 0.95 } };
    push('currencyUpdated', rates);
    expect(player()?.exchangeRates).toEqual(rates);
  });

  it('marks the wallet queries stale on a new transaction, and only those', () => {
    const { queryClient } = setup();
    queryClient.setQueryData(['wallet', 'history', 'all', 1], { rows: [] });
    queryClient.setQueryData(['settings'], { flags: {} });
    push('transactionCreated', {});
    expect(queryClient.getQueryState(['wallet', 'history', 'all', 1])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['settings'])?.isInvalidated).toBe(false);
  });

  it('leaves the lists other pushes keep live, and the coin prices, alone on a transaction', () => {
    const { queryClient } = setup();
    const live = [
      ['wallet', 'payments', 'deposits'],
      ['wallet', 'payments', 'address', 'xrp'],
      ['wallet', 'onramp', 'orders'],
      ['wallet', 'prices'],
    ];
    for (const key of live) queryClient.setQueryData(key, []);
    queryClient.setQueryData(['wallet', 'bonuses'], []);
    push('transactionCreated', {});
    for (const key of live) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['wallet', 'bonuses'])?.isInvalidated).toBe(true);
  });

  it('raises the alert an own bet calls for, from the balance after it', () => {
    const { store } = setup(playerWith({ balances: { ...emptyBalances(), usdt: 3 } }));
    push('new_bet_self', { betAmount: 5, payoutValue: 0, balanceType: 'usdt' });
    expect(store.get(balanceAlertAtom)).toEqual({ type: 'lowBalance', balanceType: 'usdt' });
    push('balanceUpdate', { balanceType: 'usdt', balance: 0 });
    push('new_bet_self', { betAmount: 3, payoutValue: 0, balanceType: 'usdt' });
    expect(store.get(balanceAlertAtom)).toEqual({ type: 'emptyBalance', balanceType: 'usdt' });
  });

  it('leaves the alert alone after a bet that won', () => {
    const { store } = setup(playerWith({ balances: { ...emptyBalances(), usdt: 0 } }));
    push('new_bet_self', { betAmount: 1, payoutValue: 2, balanceType: 'usdt' });
    expect(store.get(balanceAlertAtom)).toBeNull();
  });

  it('ends the empty-balance alert when money arrives on that balance', () => {
    const { store } = setup();
    store.set(balanceAlertAtom, { type: 'emptyBalance', balanceType: 'usdt' });
    push('balanceUpdate', { balanceType: 'eth', balance: 10 });
    expect(store.get(balanceAlertAtom)).not.toBeNull();
    push('balanceUpdate', { balanceType: 'usdt', balance: 10 });
    expect(store.get(balanceAlertAtom)).toBeNull();
  });

  it('refetches the player when the socket first connects, not on reconnects', () => {
    const { invalidate } = setup();
    expect(invalidate).not.toHaveBeenCalled();
    connect();
    expect(invalidate).toHaveBeenCalledWith(
      { queryKey: accountKeys.current },
      { cancelRefetch: false },
    );
    invalidate.mockClear();
    connect();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refetches the player at once when the socket was already up', () => {
    socket.connected = true;
    const { invalidate } = setup();
    expect(invalidate).toHaveBeenCalledWith(
      { queryKey: accountKeys.current },
      { cancelRefetch: false },
    );
    invalidate.mockClear();
    connect();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    const { stop } = setup();
    expect(socket.handlers.get('balanceUpdate')?.size).toBe(1);
    stop();
    for (const set of socket.handlers.values()) expect(set.size).toBe(0);
    expect(socket.connectListeners.size).toBe(0);
  });
});

describe('useWalletSync', () => {
  function renderSync(user: User | null) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountKeys.current, user);
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </Provider>
    );
    renderHook(() => useWalletSync(), { wrapper });
    return queryClient;
  }

  it('listens while a player is signed in, and stops at sign-out', async () => {
    const queryClient = renderSync(playerWith());
    await waitFor(() => expect(socket.handlers.get('balanceUpdate')?.size).toBe(1));
    act(() => queryClient.setQueryData(accountKeys.current, null));
    await waitFor(() => expect(socket.handlers.get('balanceUpdate')?.size).toBe(0));
  });

  it('does not listen for a visitor', async () => {
    renderSync(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.handlers.size).toBe(0);
  });
});
