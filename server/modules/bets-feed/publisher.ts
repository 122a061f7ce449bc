/**
 * Tells every open app of the bets that settled (`bets_feed:new`), after their commits,
 * gathered for FEED_FLUSH_MS: a busy site then costs each app a few messages a second instead
 * of one per bet, the players' names come from one query per batch, and only the rows a
 * 12-row tab can still show are sent (feed-selection.ts). Everyone but the batch's players
 * gets the public rows; each of those players gets the same rows with their own marked
 * `mine`, so their "my bets" tab fills even when their name is hidden from everyone else —
 * no one else is ever told whose a bet is.
 */
import type { FastifyInstance } from 'fastify';
import type { BetsFeedEvent, BetsFeedRow } from '@/contracts/bets-feed';
import { userRoom } from '../../realtime/user-rooms';
import type { SettledBet } from '../rounds/settled-bet';
import { feedRowOf } from './feed-row';
import { ownRowIds, shownRowIds } from './feed-selection';
import { feedPlayersOf } from './repository';

/** How long settled bets gather before they are sent. */
export const FEED_FLUSH_MS = 250;

export interface FeedPublisher {
  /** Queues a settled (committed) bet for the next batch. */
  add(bet: SettledBet): void;
  /** Stops the timer; bets still gathering are dropped (the app is closing). */
  close(): void;
}

interface Settled {
  bet: SettledBet;
  row: BetsFeedRow;
}

async function rowsOf(app: FastifyInstance, bets: readonly SettledBet[]): Promise<Settled[]> {
  const players = await feedPlayersOf(app.database.db, [...new Set(bets.map((b) => b.userId))]);
  return Promise.all(
    bets.map(async (bet) => {
      const game = bet.game ?? bet.kind;
      const player = players.get(bet.userId);
      const catalogueGame = await app.catalogue.findGame(game);
      const row = feedRowOf({
        ...bet,
        game,
        catalogueTitle: catalogueGame?.title ?? null,
        playerName: player?.name ?? null,
        hiddenInFeed: player?.hiddenInFeed ?? true,
      });
      return { bet, row };
    }),
  );
}

export function createFeedPublisher(app: FastifyInstance, flushMs = FEED_FLUSH_MS): FeedPublisher {
  let pending: SettledBet[] = [];
  let timer: NodeJS.Timeout | null = null;

  async function publish(bets: readonly SettledBet[]): Promise<void> {
    const settled = await rowsOf(app, bets);
    const rows = settled.map((s) => s.row);
    const shown = shownRowIds(rows);
    const players = [...new Set(bets.map((bet) => bet.userId))];
    const publicBets: BetsFeedEvent[] = rows
      .filter((row) => shown.has(row.id))
      .map((row) => ({ row, mine: false }));
    // `except` goes through the adapter like a broadcast, so other processes honour it too.
    if (publicBets.length > 0) {
      app.realtime.io.except(players.map(userRoom)).emit('bets_feed:new', { bets: publicBets });
    }
    for (const userId of players) {
      const own = ownRowIds(settled.filter((s) => s.bet.userId === userId).map((s) => s.row));
      const copy = settled
        .filter((s) => shown.has(s.row.id) || own.has(s.row.id))
        .map((s) => ({ row: s.row, mine: own.has(s.row.id) }));
      app.realtime.toUser(userId, 'bets_feed:new', { bets: copy });
    }
  }

  function flush(): void {
    timer = null;
    const bets = pending;
    pending = [];
    // The bets have committed: a failed lookup loses live rows, never a bet.
    publish(bets).catch((error: unknown) =>
      app.log.error({ err: error, bets: bets.length }, 'bets feed: publishing settled bets failed'),
    );
  }

  return {
    add(bet) {
      pending.push(bet);
      if (timer) return;
      timer = setTimeout(flush, flushMs);
      timer.unref();
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = [];
    },
  };
}
