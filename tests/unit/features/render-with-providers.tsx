/**
 * Renders a feature component the way the app frames it — Jotai store, a fresh query client
 * (forms send through mutations), Mantine (dark theme) and Lingui with the source language — without a router or a server (tests/unit/setup.ts unmounts after each test).
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';

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
