/**
 * What a route shows when it fails. A missing chunk means this client is out of date: raise
 * the 'new update' notice. Anything else gets the crash screen with a retry.
 */
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { clientOutdatedAtom } from '@/features/settings';
import { isChunkLoadError } from '@/shared/lib/chunk-error';
import { MaintenanceScreen } from './MaintenanceScreen';

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const setOutdated = useSetAtom(clientOutdatedAtom);
  const outdated = isChunkLoadError(error);

  useEffect(() => {
    if (outdated) setOutdated(true);
    console.error('[route] failed', error);
  }, [error, outdated, setOutdated]);

  return (
    <MaintenanceScreen
      variant="crash"
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
