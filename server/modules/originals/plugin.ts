/**
 * Originals (`app.originals`): the house's own games — dice, mines, jungle mines, towers and
 * Mission Uncrossable — played over the socket (socket.ts) on the shared rounds (service.ts),
 * with their bet records (routes.ts). The maths is src/games, the randomness modules/fairness;
 * this module keeps the rounds and moves their money. It also stops a seed rotation while a
 * round is open on the pair, since revealing the seed would give the board away.
 */
import fp from 'fastify-plugin';
import { hasActiveRoundOnPair } from './round-store';
import { createOriginalsService, type OriginalsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    originals: OriginalsService;
  }
}

export const originalsPlugin = fp(
  async (app) => {
    app.decorate(
      'originals',
      createOriginalsService({
        db: app.database.db,
        ledger: app.ledger,
        rounds: app.rounds,
        pairs: app.fairness.pairs,
        gate: app.responsibleGambling,
      }),
    );
    app.fairness.guardRotation(async (tx, userId, seedPairId) =>
      (await hasActiveRoundOnPair(tx, userId, seedPairId))
        ? 'Finish your open game before changing seeds: revealing the server seed would show its board.'
        : null,
    );
  },
  { name: 'originals', dependencies: ['wallet', 'rounds', 'fairness', 'responsible-gambling'] },
);
