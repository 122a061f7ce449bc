/** Raffle: a raffle's page (running, winners to be drawn soon, winners drawn). */
export { RafflePage } from './RafflePage';
