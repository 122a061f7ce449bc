/**
 * Rounds (`app.rounds`): the shared round lock and life cycle every game's bets go through
 * (rounds.ts). A settled bet is told to its player's open apps (`new_bet_self`) after its
 * balanceUpdate, which the ledger sends on the same commit first, so the player's cached
 * balance is already the one after the bet.
 */
import fp from 'fastify-plugin';
import { createRounds, type Rounds } from './rounds';
import { ownBetOf } from './settled-bet';

declare module 'fastify' {
  interface FastifyInstance {
    rounds: Rounds;
  }
}

export const roundsPlugin = fp(
  async (app) => {
    const rounds = createRounds({ ledger: app.ledger, log: app.log });
    rounds.onSettled((bet) => app.realtime.toUser(bet.userId, 'new_bet_self', ownBetOf(bet)));
    app.decorate('rounds', rounds);
  },
  { name: 'rounds', dependencies: ['wallet', 'realtime'] },
);
