/**
 * Fairness (`app.fairness`, design §8): seed pairs, nonces and rotation — the only source of
 * the Originals' randomness (seed-pairs.ts), the player's seeds view and rotation (service.ts)
 * and their routes (routes.ts). The byte/float maths itself is shared with the client in
 * src/games, so the /fair verifier recomputes exactly what the server drew.
 */
import fp from 'fastify-plugin';
import { createFairness, type Fairness } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    fairness: Fairness;
  }
}

export const fairnessPlugin = fp(
  async (app) => {
    app.decorate('fairness', createFairness({ db: app.database.db }));
  },
  { name: 'fairness', dependencies: ['context'] },
);
