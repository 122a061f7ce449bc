/**
 * Raffle: a raffle's page (running, winners to be drawn soon, winners drawn). Today it shows
 * the not-found state; the states arrive with raffle data.
 */
export { RafflePage } from './RafflePage';
