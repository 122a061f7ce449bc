/**
 * Which of a batch's rows (oldest first) are worth sending: a tab shows its 12 newest rows,
 * so of a burst of bets only the newest 12 of each public tab can still be seen — all bets,
 * high rollers, lucky wins — and of one player's own bets the newest 12 for their "my bets".
 */
import { BETS_FEED_ROWS, type BetsFeedRow, isHighRoller, isLuckyWin } from '@/contracts/bets-feed';

const newestIds = (rows: readonly BetsFeedRow[]) =>
  rows.slice(-BETS_FEED_ROWS).map((row) => row.id);

export function shownRowIds(rows: readonly BetsFeedRow[]): Set<string> {
  return new Set([
    ...newestIds(rows),
    ...newestIds(rows.filter(isHighRoller)),
    ...newestIds(rows.filter(isLuckyWin)),
  ]);
}

export function ownRowIds(own: readonly BetsFeedRow[]): Set<string> {
  return new Set(newestIds(own));
}
