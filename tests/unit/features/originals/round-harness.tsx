/**
 * Renders an Original's round hook the way a game page does (Jotai store, query client with
 * the signed-in player or a visitor, Lingui), for the originals tests; requests the wallet
 * may make are left pending (they are not what these stories are about).
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { answerEvery, type MockServer } from '@tests/support/request-mocks';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { OriginalGame, RoundView } from '@/contracts/originals';
import type { User } from '@/contracts/user';
import { funBalanceAtom, funRoundsAtom } from '@/features/originals/play/fun/fun-store';
import { useOriginalRound } from '@/features/originals/play/use-original-round';
import { accountKeys } from '@/shared/session';

i18n.loadAndActivate({ locale: 'en', messages: {} });

export function renderRound<G extends OriginalGame>(
  game: G,
  options: { user: User | null; server: MockServer; store?: ReturnType<typeof createStore> },
) {
  answerEvery(options.server, () => new Promise<Response>(() => {}));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(accountKeys.current, options.user);
  const store = options.store ?? createStore();
  // The page's bet panel watches the fun balance; watching is what makes an atom read what
  // the device stored (a fresh store here stands for a reload).
  store.sub(funBalanceAtom, () => {});
  store.sub(funRoundsAtom, () => {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </Provider>
    </QueryClientProvider>
  );
  return { ...renderHook(() => useOriginalRound(game), { wrapper }), store };
}

/** A real-money dice round as the server answers it. */
export function serverDiceRound(overrides: Partial<RoundView> = {}): RoundView {
  return {
    id: 'r-1',
    game: 'dice',
    status: 'won',
    balanceType: 'usdt',
    amount: 1.5,
    payoutMultiplier: 1.98,
    payout: 2.97,
    serverSeedHash: 'f'.repeat(64),
    clientSeed: 'clientSeed12345',
    nonce: 7,
    createdAt: '2026-11-28T04:00:00.000Z',
    params: { target: 50, condition: 'over' },
    progress: null,
    outcome: { roll: 77.01 },
    ...overrides,
  } as RoundView;
}
