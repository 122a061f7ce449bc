/**
 * The provider stack: Jotai store, React Query (restored from storage in start.tsx), Lingui,
 * Mantine (dark theme, RTL aware), the crash boundary, and the router.
 */
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { AppErrorBoundary } from '@/features/maintenance';
import { i18n } from './i18n';
import { queryClient } from './query-client';
import type { AppRouter } from './router';
import { appStore } from './store';
import { theme } from './theme';

export function App({ router }: { router: AppRouter }) {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <DirectionProvider detectDirection>
            {/* The theme's variables are in the stylesheet (vite-plugins/theme-variables.ts). */}
            <MantineProvider
              theme={theme}
              forceColorScheme="dark"
              defaultColorScheme="dark"
              withCssVariables={false}
            >
              <AppErrorBoundary>
                <RouterProvider router={router} />
              </AppErrorBoundary>
            </MantineProvider>
          </DirectionProvider>
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
