/**
 * Tells every open app of a settled bet (`bets_feed:new`), after its commit. Everyone but the
 * bet's player gets the public row; the player's own tabs get the same row marked `mine`, so
 * it reaches their "my bets" tab even when their name is hidden — no one else is ever told
 * whose it is.
 */
import type { FastifyInstance } from 'fastify';
import type { BetsFeedRow } from '@/contracts/bets-feed';
import { userRoom } from '../../realtime/user-rooms';
import type { SettledBet } from '../rounds/settled-bet';
import { feedRowOf } from './feed-row';
import { feedPlayerOf } from './repository';

export async function feedRowOfSettledBet(
  app: FastifyInstance,
  bet: SettledBet,
): Promise<BetsFeedRow> {
  const game = bet.game ?? bet.kind;
  const [player, catalogueGame] = await Promise.all([
    feedPlayerOf(app.database.db, bet.userId),
    app.catalogue.findGame(game),
  ]);
  return feedRowOf({
    ...bet,
    game,
    catalogueTitle: catalogueGame?.title ?? null,
    playerName: player?.name ?? null,
    hiddenInFeed: player?.hiddenInFeed ?? true,
  });
}

export async function publishSettledBet(app: FastifyInstance, bet: SettledBet): Promise<void> {
  const row = await feedRowOfSettledBet(app, bet);
  const { io } = app.realtime;
  // `except` goes through the adapter like a broadcast, so other processes honour it too.
  io.except(userRoom(bet.userId)).emit('bets_feed:new', { row, mine: false });
  app.realtime.toUser(bet.userId, 'bets_feed:new', { row, mine: true });
}
