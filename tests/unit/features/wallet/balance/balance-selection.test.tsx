import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { answerEvery, mockRequests, recordRequests } from '@tests/support/request-mocks';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceType } from '@/contracts/balances';
import type { User } from '@/contracts/user';
import {
  balanceSelectionSteps,
  setBalanceField,
} from '@/features/wallet/balance/balance-selection';
import { useSelectBalance } from '@/features/wallet/balance/top-bar/use-select-balance';
import { withBalance } from '@/features/wallet/balance/user-cache';
import { accountKeys } from '@/shared/session';
import { showToast } from '@/shared/ui/toast';
import { playerWith } from '../user-fixture';

vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn(async () => 'toast-id') }));

i18n.loadAndActivate({ locale: 'en', messages: {} });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const server = mockRequests();

/** A request whose answer the test gives when it wants, to look at the app mid-request. */
function deferredFetch() {
  let answer: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  answerEvery(server, () => response);
  const requests = recordRequests(server);
  return { answer: (given: Response) => answer(given), requests };
}

function cacheWith(user: User | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(accountKeys.current, user);
  return queryClient;
}

const selectedIn = (queryClient: QueryClient) =>
  queryClient.getQueryData<User>(accountKeys.current)?.selectedBalanceType;

function selection(queryClient: QueryClient) {
  const report = vi.fn();
  const observer = new MutationObserver(queryClient, {
    mutationFn: setBalanceField,
    ...balanceSelectionSteps(queryClient, report),
  });
  return { report, select: (type: BalanceType) => observer.mutate(type).catch(() => undefined) };
}

// Writes carry the CSRF header from this cookie; without it the client would fetch one first.
beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('kb_csrf=test-token');
  vi.mocked(showToast).mockClear();
});

describe('choosing a balance', () => {
  it('posts the balance field with the CSRF header', async () => {
    answerEvery(server, () => json({ ok: true }));
    const requests = recordRequests(server);
    await setBalanceField('eth');
    const [sent] = await requests.sent();
    expect(sent?.url).toBe('/api/account/setBalanceField');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('x-csrf-token')).toBe('test-token');
    expect(sent?.body).toEqual({ balanceField: 'eth' });
  });

  it('shows the choice at once and keeps it when the server agrees', async () => {
    const request = deferredFetch();
    const queryClient = cacheWith(playerWith({ selectedBalanceType: 'usdt' }));
    const { select, report } = selection(queryClient);
    const done = select('eth');
    await waitFor(() => expect(request.requests.count).toBeGreaterThan(0));
    expect(selectedIn(queryClient)).toBe('eth');
    request.answer(json({ ok: true }));
    await done;
    expect(selectedIn(queryClient)).toBe('eth');
    expect(report).not.toHaveBeenCalled();
    // Then the balance is checked again.
    expect(queryClient.getQueryState(accountKeys.current)?.isInvalidated).toBe(true);
  });

  it('puts the choice back and reports the server’s words when refused', async () => {
    const request = deferredFetch();
    const queryClient = cacheWith(playerWith({ selectedBalanceType: 'usdt' }));
    const { select, report } = selection(queryClient);
    const done = select('eth');
    await waitFor(() => expect(request.requests.count).toBeGreaterThan(0));
    expect(selectedIn(queryClient)).toBe('eth');
    request.answer(json({ error: { code: 1003, message: 'Balance switching is paused' } }, 409));
    await done;
    expect(selectedIn(queryClient)).toBe('usdt');
    expect(report).toHaveBeenCalledWith('Balance switching is paused');
  });

  it('keeps a balance pushed while the choice was on its way', async () => {
    const request = deferredFetch();
    const queryClient = cacheWith(playerWith({ selectedBalanceType: 'usdt' }));
    const { select } = selection(queryClient);
    const done = select('eth');
    await waitFor(() => expect(request.requests.count).toBeGreaterThan(0));
    queryClient.setQueryData<User>(accountKeys.current, (user) =>
      user ? withBalance(user, 'eth', 42) : user,
    );
    request.answer(json({ error: { code: 1500, message: 'Try again' } }, 500));
    await done;
    const user = queryClient.getQueryData<User>(accountKeys.current);
    expect(user?.selectedBalanceType).toBe('usdt');
    expect(user?.balances.eth).toBe(42);
  });

  it('does nothing to the cache while signed out', async () => {
    answerEvery(server, () => json({ error: { code: 1001, message: 'x' } }, 401));
    const queryClient = cacheWith(null);
    const { select, report } = selection(queryClient);
    await select('eth');
    expect(queryClient.getQueryData(accountKeys.current)).toBeNull();
    expect(report).toHaveBeenCalledWith('x');
  });
});

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}

function renderSelectBalance(queryClient: QueryClient) {
  return renderHook(() => useSelectBalance(), {
    wrapper: ({ children }) => <Providers client={queryClient}>{children}</Providers>,
  });
}

describe('useSelectBalance', () => {
  it('toasts the server’s message when the choice is refused', async () => {
    answerEvery(server, () => json({ error: { code: 1000, message: 'Unknown balance' } }, 400));
    const queryClient = cacheWith(playerWith());
    const { result } = renderSelectBalance(queryClient);
    result.current.mutate('doge');
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ kind: 'error', message: 'Unknown balance' }),
    );
    expect(selectedIn(queryClient)).toBe('usdt');
  });

  it('falls back to “An unknown error has occurred.” when the server said nothing', async () => {
    answerEvery(server, () => new Response('<html>oops</html>', { status: 200 }));
    const queryClient = cacheWith(playerWith());
    const { result } = renderSelectBalance(queryClient);
    result.current.mutate('doge');
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        kind: 'error',
        message: 'An unknown error has occurred.',
      }),
    );
    expect(selectedIn(queryClient)).toBe('usdt');
  });
});
