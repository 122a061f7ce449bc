import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerToClientEvents } from '@/contracts/socket-events';
import { onrampKeys } from '@/features/wallet/buy-crypto/onramp-keys';
import { paymentKeys } from '@/features/wallet/cashier/payment-keys';
import { accountKeys } from '@/shared/session';
import { testUser } from '../user-fixture';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/shared/api/socket', () => ({
  onSocketEvent: (event: keyof ServerToClientEvents, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
}));
const toasts: Array<{ kind?: string; message: unknown }> = [];
vi.mock('@/shared/ui/toast', () => ({
  showToast: async (toast: { kind?: string; message: unknown }) => {
    toasts.push(toast);
    return 'id';
  },
}));

const { usePaymentsSync } = await import('@/features/wallet');

i18n.loadAndActivate({ locale: 'en', messages: {} });

async function mount() {
  const client = new QueryClient();
  // The listeners are a signed-in player's: they load once there is one.
  client.setQueryData(accountKeys.current, testUser());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  const hook = renderHook(() => usePaymentsSync(), { wrapper });
  await waitFor(() => expect(handlers.has('newDeposit')).toBe(true));
  return { client, hook };
}

afterEach(() => {
  toasts.length = 0;
});

const deposit = {
  id: '9',
  method: 'chain',
  balanceType: 'xrp',
  amount: 25,
  coinAmount: 50,
  coinPrice: 0.5,
  status: 'confirmed',
  reference: 'AB',
  confirmations: 1,
  requiredConfirmations: 1,
  phone: null,
  failureReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('usePaymentsSync', () => {
  it('toasts a credited deposit and refreshes the player', async () => {
    const { client } = await mount();
    client.setQueryData(accountKeys.current, null);
    handlers.get('newDeposit')?.({ balanceType: 'xrp', amount: 25, depositId: '9' });
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'success', message: '25 USD was added to your balance.' }),
    ]);
    await waitFor(() =>
      expect(client.getQueryState(accountKeys.current)?.isInvalidated).toBe(true),
    );
  });

  it('toasts a credited deposit bonus and refreshes the player and their bonuses', async () => {
    const { client } = await mount();
    client.setQueryData(accountKeys.current, null);
    client.setQueryData(['wallet', 'bonuses'], { offers: [], bonuses: [] });
    handlers.get('newOfferDeposit')?.({
      bonusId: 'b1',
      offerName: 'Welcome 100%',
      balanceType: 'usdt',
      amount: 50,
    });
    expect(toasts).toEqual([
      expect.objectContaining({
        kind: 'success',
        title: 'Deposit bonus credited',
        message: 'Your deposit unlocked Welcome 100%: 50 USD was added to your balance.',
      }),
    ]);
    await waitFor(() => {
      expect(client.getQueryState(accountKeys.current)?.isInvalidated).toBe(true);
      expect(client.getQueryState(['wallet', 'bonuses'])?.isInvalidated).toBe(true);
    });
  });

  it('updates a loaded deposit list in place, leaves an unloaded one alone', async () => {
    const { client } = await mount();
    handlers.get('depositUpdated')?.(deposit);
    expect(client.getQueryData(paymentKeys.deposits)).toBeUndefined();
    client.setQueryData(paymentKeys.deposits, [{ ...deposit, status: 'pending' }]);
    handlers.get('depositUpdated')?.(deposit);
    expect(client.getQueryData(paymentKeys.deposits)).toEqual([deposit]);
  });

  it('tells of a failed M-Pesa deposit and a refused one, never of a failed cash payment (§8)', async () => {
    const { client } = await mount();
    client.setQueryData(paymentKeys.deposits, []);
    const failed = { ...deposit, method: 'mpesa', balanceType: 'mpesa', status: 'failed' };
    handlers.get('depositUpdated')?.({ ...failed, id: '1', failureReason: 'Request cancelled' });
    handlers.get('depositUpdated')?.({ ...failed, id: '2', method: 'cash', balanceType: 'cash' });
    handlers.get('depositUpdated')?.({
      ...failed,
      id: '3',
      method: 'cash',
      balanceType: 'cash',
      status: 'refused',
      failureReason: 'Your daily deposit limit is reached',
    });
    expect(
      client.getQueryData<Array<{ id: string }>>(paymentKeys.deposits)?.map((d) => d.id),
    ).toEqual(['3', '2', '1']);
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Request cancelled' }),
      expect.objectContaining({ kind: 'error', message: 'Your daily deposit limit is reached' }),
    ]);
  });

  it('tells the player their withdrawal was declined, with the reason', async () => {
    const { client } = await mount();
    client.setQueryData(paymentKeys.withdrawals, []);
    const declined = {
      id: '3',
      balanceType: 'xrp',
      amount: 30,
      coinAmount: 60,
      coinPrice: 0.5,
      status: 'declined',
      destination: 'r…',
      reason: 'Wrong network',
      createdAt: '2026-01-01T00:00:00.000Z',
      decidedAt: '2026-01-01T01:00:00.000Z',
    };
    handlers.get('withdrawalUpdated')?.(declined);
    expect(client.getQueryData(paymentKeys.withdrawals)).toEqual([declined]);
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'warning', message: 'Wrong network' }),
    ]);
  });

  it('updates a loaded list of card purchases in place, without a toast of its own', async () => {
    const { client } = await mount();
    const order = {
      id: 'or_1',
      coin: 'xrp',
      amount: 50,
      fee: 1.75,
      coinAmount: 96.5,
      coinPrice: 0.5,
      status: 'pending',
      txHash: null,
      failureReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    client.setQueryData(onrampKeys.orders, [order]);
    const completed = { ...order, status: 'completed', txHash: 'AB' };
    handlers.get('onrampOrderUpdated')?.(completed);
    expect(client.getQueryData(onrampKeys.orders)).toEqual([completed]);
    expect(toasts).toEqual([]);
  });

  it('stops listening when unmounted', async () => {
    const { hook } = await mount();
    expect(handlers.size).toBe(5);
    hook.unmount();
    expect(handlers.size).toBe(0);
  });
});
