/**
 * The provider stack: Jotai store, persisted React Query, Lingui, Mantine (dark theme, RTL
 * aware) with toasts top right (max 3, 5 s), the crash boundary, and the router.
 */
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense } from 'react';
import { AppErrorBoundary } from '@/features/maintenance';
import { useAfterIdle } from '@/shared/lib/use-after-idle';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@/shared/ui/toast';
import { i18n } from './i18n';
import { persistOptions, queryClient } from './query-client';
import { router } from './router';
import { appStore } from './store';
import { theme } from './theme';

// The toast renderer loads once the first screen is up; toasts raised before then wait in the
// notifications store and appear when it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export function App() {
  const idle = useAfterIdle();
  return (
    <JotaiProvider store={appStore}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <I18nProvider i18n={i18n}>
          <DirectionProvider detectDirection>
            <MantineProvider theme={theme} forceColorScheme="dark" defaultColorScheme="dark">
              {idle ? (
                <Suspense fallback={null}>
                  <Notifications
                    position="top-right"
                    limit={TOAST_LIMIT}
                    autoClose={TOAST_AUTO_CLOSE_MS}
                    zIndex={1000}
                  />
                </Suspense>
              ) : null}
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
