/**
 * The router: file routes, the query client in context, intent preloading, the loading rules
 * of spec part 1 §2.5 (pending screen, 300 ms page transition, scroll to top) and typed
 * registration for the whole app.
 */
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { queryClient } from './query-client';

export const PAGE_TRANSITION_MS = 300;

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loader data lives in React Query; the router should always ask it.
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 100,
  defaultPendingMinMs: PAGE_TRANSITION_MS,
  scrollRestoration: true,
  // The 300 ms page transition is a CSS animation (see AppLayout), not the View Transitions
  // API: overlapping navigations make startViewTransition reject with an uncaught error.
});

export type AppRouter = typeof router;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
