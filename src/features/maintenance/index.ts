/**
 * Maintenance: the maintenance screen (operator switch, app crash), the disconnected bar, and
 * the boundaries that show them.
 */
export { AppErrorBoundary } from './AppErrorBoundary';
export { MaintenanceGate } from './MaintenanceGate';
export { MaintenanceScreen } from './MaintenanceScreen';
export { RouteErrorPage } from './RouteErrorPage';
