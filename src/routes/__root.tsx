import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppRoot } from '@/app/AppRoot';
import { ensureFullCatalog } from '@/app/i18n';
import type { RouterContext } from '@/app/router-context';
import { rootSearchSchema } from '@/contracts/modals';
import { RouteErrorPage } from '@/features/maintenance';
import { NotFoundPage } from '@/features/not-found';
import { RoutePending } from '@/features/route-loading';

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearchSchema,
  // Every page but home needs the full catalog; home paints with the shell catalog alone.
  beforeLoad: ({ location }) => (location.pathname === '/' ? undefined : ensureFullCatalog()),
  component: AppRoot,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
  pendingComponent: RoutePending,
});
