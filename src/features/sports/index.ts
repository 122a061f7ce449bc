/**
 * Sports: the sportsbook pages, one per sport (spec part 1 §2.6), with the sport navigation,
 * the event list and the bet slip. Other features show sports through SPORT_INFO.
 */

export { SportsPage } from './SportsPage';
export { SPORT_INFO, type SportInfo, sportInfo } from './sport-info';
