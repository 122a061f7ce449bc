/**
 * Renders a component the way the app frames it (../render-with-providers) inside a memory
 * router, with the operator's settings in the query cache: the harness of the feature-gating
 * tests. `switchOff` changes the settings the way the refetch after `settingsUpdated` does.
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
import { act, type ReactElement } from 'react';
import { rootSearchSchema } from '@/contracts/modals';
import { FEATURES, type Feature, type SettingsFlag, type SiteSettings } from '@/contracts/settings';
import type { User } from '@/contracts/user';
import { settingsKeys } from '@/features/settings';
import { accountKeys } from '@/shared/session';
import { renderWithProviders } from '../render-with-providers';
import { settingsResponse } from './settings-fixture';

export type Switch = `flag.${SettingsFlag}` | `feature.${Feature}`;

/** The fixture's settings (everything on) with these switches off. */
export function settingsWithout(off: readonly Switch[]): SiteSettings {
  const { settings } = settingsResponse();
  const flags = { ...settings.flags };
  for (const name of off)
    if (name.startsWith('flag.')) flags[name.slice(5) as SettingsFlag] = false;
  const features = FEATURES.filter((feature) => !off.includes(`feature.${feature}`));
  return { ...settings, flags, features };
}

interface Options {
  off?: readonly Switch[];
  user?: User | null;
  /** No settings in the cache: the app before the first answer. */
  unknown?: boolean;
  /** The address the page opens at ('/?modal=koth'); the root search is the app's. */
  path?: string;
}

export async function renderWithSettings(ui: ReactElement, options: Options = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const setSwitchesOff = (off: readonly Switch[]) =>
    client.setQueryData(settingsKeys.all, {
      ...settingsResponse(),
      settings: settingsWithout(off),
    });
  if (!options.unknown) setSwitchesOff(options.off ?? []);
  client.setQueryData(accountKeys.current, options.user ?? null);
  const rootRoute = createRootRoute({
    validateSearch: rootSearchSchema,
    component: () => <Outlet />,
  });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  });
  await router.load();
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      {/* biome-ignore lint/suspicious/noExplicitAny: a test router, not the app's registered one */}
      <RouterProvider router={router as any} />
    </QueryClientProvider>,
  );
  const switchOff = (off: readonly Switch[]) => act(() => void setSwitchesOff(off));
  return { ...result, client, router, switchOff };
}
