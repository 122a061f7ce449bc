/** Bets feed: the live table of recent bets under each page. */
export { BetsFeed } from './BetsFeed';
