/** Replaces the whole app with the maintenance screen while the operator has disabled it. */
import type { ReactNode } from 'react';
import { useSiteSettings } from '@/features/settings';
import { DisconnectedBar } from './DisconnectedBar';
import { MaintenanceScreen } from './MaintenanceScreen';

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const settings = useSiteSettings();
  if (settings?.disabledApp) return <MaintenanceScreen variant="disabled" />;
  return (
    <>
      {children}
      <DisconnectedBar />
    </>
  );
}
