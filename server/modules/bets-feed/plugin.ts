/**
 * The live bets feed (spec part 2 §2, §9; design §8): a subscriber of the settled-bet event,
 * never called by a game. Settled rounds — a provider's, an Original's — go to every open app
 * over the socket a few times a second (publisher.ts); GET /api/bets-feed/latest (routes.ts)
 * answers a tab's newest rows from `rounds` (repository.ts).
 */
import fp from 'fastify-plugin';
import { createFeedPublisher } from './publisher';

export const betsFeedPlugin = fp(
  async (app) => {
    const publisher = createFeedPublisher(app);
    app.rounds.onSettled((bet) => publisher.add(bet));
    app.addHook('onClose', async () => publisher.close());
  },
  { name: 'bets-feed', dependencies: ['rounds', 'realtime', 'catalogue', 'account'] },
);
