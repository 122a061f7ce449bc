/**
 * Renders a catalogue component inside a memory router and a query client seeded with a
 * catalogue and the current user, as the list screen tests need. The app's frame (Jotai,
 * Lingui, Mantine) is the one every feature test uses (../render-with-providers).
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
import type { ReactElement } from 'react';
import type { GameTag } from '@/contracts/catalogue';
import type { User } from '@/contracts/user';
import { type Catalogue, catalogueKeys } from '@/features/catalogue/data/queries';
import type { ListGame } from '@/features/catalogue/rules/list-game';
import { accountKeys } from '@/shared/session';
import { renderWithProviders } from '../render-with-providers';

interface Seed {
  /** The essentials' games; null: no catalogue yet (the list asks the server for it). */
  games: ListGame[] | null;
  tags?: GameTag[];
  user?: User | null;
  favorites?: string[];
}

export async function renderList(ui: ReactElement, seed: Seed) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (seed.games) {
    const catalogue: Catalogue = { games: seed.games, providers: [] };
    client.setQueryData(catalogueKeys.essentials, catalogue);
  }
  client.setQueryData(catalogueKeys.tags, seed.tags ?? []);
  client.setQueryData(accountKeys.current, seed.user ?? null);
  if (seed.user) client.setQueryData(catalogueKeys.favorites(seed.user.id), seed.favorites ?? []);
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
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
