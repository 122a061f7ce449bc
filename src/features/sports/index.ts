/** Sports: the sportsbook pages, one per sport with its bt-path. */
export { SportsPage } from './SportsPage';
