/**
 * The provider stack: Jotai store, persisted React Query, Lingui, Mantine (dark theme, RTL
 * aware) the crash boundary, and the router.
 */
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { AppErrorBoundary } from '@/features/maintenance';
import { i18n } from './i18n';
import { persistOptions, queryClient } from './query-client';
import { router } from './router';
import { appStore } from './store';
import { theme } from './theme';

export function App() {
  return (
    <JotaiProvider store={appStore}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <I18nProvider i18n={i18n}>
          <DirectionProvider detectDirection>
            <MantineProvider theme={theme} forceColorScheme="dark" defaultColorScheme="dark">
              <AppErrorBoundary>
                <RouterProvider router={router} />
              </AppErrorBoundary>
            </MantineProvider>
          </DirectionProvider>
        </I18nProvider>
      </PersistQueryClientProvider>
    </JotaiProvider>
  );
}
