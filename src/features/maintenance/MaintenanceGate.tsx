/** Replaces the whole app with the maintenance screen while the operator has disabled it. */
import { type ReactNode, Suspense } from 'react';
import { useSiteSettings } from '@/features/settings';
import { lazyRetrying } from '@/shared/lib/lazy-retrying';
import { useAfterIdle } from '@/shared/lib/use-after-idle';
import { MaintenanceScreen } from './MaintenanceScreen';

// The bar shows once the realtime connection has been down for 5 s, and that connection only
// opens after the first screen is up: its code loads then too, not before the first paint. If
// the server goes away before it arrives, it is tried again (lazy-retrying.ts).
const DisconnectedBar = lazyRetrying(() =>
  import('./DisconnectedBar').then((m) => ({ default: m.DisconnectedBar })),
);

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const settings = useSiteSettings();
  const firstScreenUp = useAfterIdle();
  if (settings?.disabledApp) return <MaintenanceScreen variant="disabled" />;
  return (
    <>
      {children}
      {firstScreenUp ? (
        <Suspense fallback={null}>
          <DisconnectedBar />
        </Suspense>
      ) : null}
    </>
  );
}
