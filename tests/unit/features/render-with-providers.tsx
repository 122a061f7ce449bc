/**
 * Renders a feature component the way the app frames it — Jotai store, a fresh query client
 * (forms send through mutations), Mantine (dark theme) and Lingui with the source language —
 * without a router or a server (tests/unit/setup.ts unmounts after each test).
 * `renderWithQuery` gives the component a query client of the test's own (seeded, no retries,
 * handed back), the one way the tests render with server state.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import {
  QueryClient,
  type QueryClientConfig,
  QueryClientProvider,
  type QueryKey,
} from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import type { User } from '@/contracts/user';
import { accountKeys } from '@/shared/session';

i18n.loadAndActivate({ locale: 'en', messages: {} });

export function renderWithProviders(ui: ReactElement, store = createStore()) {
  const result = render(
    <QueryClientProvider client={new QueryClient()}>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <MantineProvider forceColorScheme="dark">{ui}</MantineProvider>
        </I18nProvider>
      </Provider>
    </QueryClientProvider>,
  );
  return { ...result, store };
}

export interface RenderWithQueryOptions {
  /** The signed-in player, or null for a visitor; left out, the player is not known yet. */
  user?: User | null;
  /** Query data already in the cache when the component mounts. */
  seed?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** Query defaults besides `retry: false` (e.g. a `staleTime` that keeps seeded data). */
  queries?: NonNullable<QueryClientConfig['defaultOptions']>['queries'];
  store?: ReturnType<typeof createStore>;
}

/**
 * Renders with the providers and a fresh query client that does not retry (a failed request
 * shows at once); the client comes back with the render, for tests that read or seed the cache.
 */
export function renderWithQuery(ui: ReactElement, options: RenderWithQueryOptions = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, ...options.queries }, mutations: { retry: false } },
  });
  if (options.user !== undefined) client.setQueryData(accountKeys.current, options.user);
  for (const [key, data] of options.seed ?? []) client.setQueryData(key, data);
  const rendered = renderWithProviders(
    <QueryClientProvider client={client}>{ui}</QueryClientProvider>,
    options.store,
  );
  return { ...rendered, client };
}
