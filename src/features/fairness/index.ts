/**
 * Fairness: the /fair page (how results are drawn, the player's seed pairs and rotation, and a
 * verifier for every Original that recomputes a bet in the browser with `@/games`), the
 * `fairness` dialog (in ./dialogs), and the bet record with its "Verify" link, which the
 * history and the Originals' pages show.
 */
export { BetRecordPanel } from './bet-record/BetRecordPanel';
export { verifySearchOf } from './bet-record/verify-search';
export { FairPage } from './FairPage';
