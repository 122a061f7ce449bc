/**
 * A route that takes longer than 10 s to load raises an error and the app goes back to where
 * the player was (spec part 1 §2.5, §8): the slow navigation is abandoned, not left hanging.
 */
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { showToast } from '@/shared/ui/toast';

export const ROUTE_LOAD_TIMEOUT_MS = 10_000;

export class RouteLoadTimeoutError extends Error {
  constructor(href: string) {
    super(`Loading ${href} took longer than ${ROUTE_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'RouteLoadTimeoutError';
  }
}

export function useRouteLoadTimeout(): void {
  const router = useRouter();
  const { t } = useLingui();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopBefore = router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
      clearTimeout(timer);
      if (!fromLocation || fromLocation.href === toLocation.href) return;
      const previous = fromLocation.href;
      timer = setTimeout(() => {
        console.error(new RouteLoadTimeoutError(toLocation.href));
        showToast({
          kind: 'error',
          message: t`This page took too long to load. Please try again.`,
        });
        void router.navigate({ href: previous, replace: true });
      }, ROUTE_LOAD_TIMEOUT_MS);
    });
    const stopResolved = router.subscribe('onResolved', () => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      stopBefore();
      stopResolved();
    };
  }, [router, t]);
}
