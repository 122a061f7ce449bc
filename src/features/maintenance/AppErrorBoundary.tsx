/** The outermost error boundary: a crash of the app shows the maintenance screen. */
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { MaintenanceScreen } from './MaintenanceScreen';

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      onError={(error) => console.error('[app] crashed', error)}
      fallback={({ reset }) => <MaintenanceScreen variant="crash" onRetry={reset} />}
    >
      {children}
    </ErrorBoundary>
  );
}
