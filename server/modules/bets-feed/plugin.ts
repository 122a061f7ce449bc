/**
 * The live bets feed (spec part 2 §2, §9; design §8): a subscriber of the settled-bet event,
 * never called by a game. Each settled round — a provider's, an Original's — goes to every
 * open app over the socket (publisher.ts); GET /api/bets-feed/latest (routes.ts) answers a
 * tab's newest rows from `rounds` (repository.ts).
 */
import fp from 'fastify-plugin';
import { publishSettledBet } from './publisher';

export const betsFeedPlugin = fp(
  async (app) => {
    app.rounds.onSettled((bet) => {
      // The bet has committed: a failed lookup loses one live row, never the bet.
      publishSettledBet(app, bet).catch((error: unknown) =>
        app.log.error(
          { err: error, round: { kind: bet.kind, id: bet.roundId } },
          'bets feed: publishing a settled bet failed',
        ),
      );
    });
  },
  { name: 'bets-feed', dependencies: ['rounds', 'realtime', 'catalogue', 'account'] },
);
