/**
 * Renders a fairness component on a page of a memory router (its links and sign-in buttons
 * need one), with a /fair route that records the search a link opened it with, and a query
 * client of the test's own (no retries, the player seeded).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { User } from '@/contracts/user';
import { accountKeys } from '@/shared/session';
import { renderWithProviders } from '../render-with-providers';

export async function renderInRouter(
  ui: ReactElement,
  options: { user: User | null; store?: ReturnType<typeof createStore> },
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(accountKeys.current, options.user);
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const fair = createRoute({
    getParentRoute: () => rootRoute,
    path: '/fair',
    component: () => <p data-testid="fair-route">fair</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, fair]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  // The router restores the scroll position on navigation; jsdom cannot scroll the window.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  await router.load();
  const rendered = renderWithProviders(
    <QueryClientProvider client={client}>
      {/* biome-ignore lint/suspicious/noExplicitAny: a test router, not the app's registered one */}
      <RouterProvider router={router as any} />
    </QueryClientProvider>,
    options.store,
  );
  return { ...rendered, client, router };
}
