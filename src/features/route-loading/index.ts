/**
 * Route loading: the pending screen, the delayed progress bar, and the 10 s load timeout that
 * recovers to the previous location.
 */
export { RoutePending } from './RoutePending';
export { RouteProgressBar } from './RouteProgressBar';
export { ROUTE_LOAD_TIMEOUT_MS, useRouteLoadTimeout } from './use-route-load-timeout';
