/**
 * Renders the bets feed as the app frames it, inside a memory router (its game links navigate)
 * and a query client of the test's own, with the player signed in or a visitor.
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
import type { User } from '@/contracts/user';
import { BetsFeed } from '@/features/bets-feed';
import { accountKeys } from '@/shared/session';
import { renderWithProviders } from '../render-with-providers';

export async function renderFeed(user: User | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(accountKeys.current, user);
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: BetsFeed });
  const dice = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dice',
    component: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, dice]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      {/* biome-ignore lint/suspicious/noExplicitAny: a test router, not the app's registered one */}
      <RouterProvider router={router as any} />
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}
