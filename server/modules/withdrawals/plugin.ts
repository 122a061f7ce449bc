/**
 * Module withdrawals: puts `app.withdrawals` on the instance (request, approve, decline,
 * cancel) and tells the player of every change to theirs (`withdrawalUpdated`).
 */
import fp from 'fastify-plugin';
import { createWithdrawalsService, type WithdrawalsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    withdrawals: WithdrawalsService;
  }
}

export const withdrawalsPlugin = fp(
  async (app) => {
    app.decorate(
      'withdrawals',
      createWithdrawalsService({
        db: app.database.db,
        ledger: app.ledger,
        confirmSecondFactor: app.accounts.confirmSecondFactor,
        switches: () => app.settings.switches(),
        prices: app.coinPrices,
        assertBonusAllowsWithdrawal: (userId) => app.bonuses.assertWithdrawalAllowed(userId),
        onChange: (userId, withdrawal) =>
          app.realtime.toUser(userId, 'withdrawalUpdated', withdrawal),
      }),
    );
  },
  {
    name: 'withdrawals',
    dependencies: [
      'account',
      'wallet',
      'coin-prices',
      'bonuses',
      'two-factor',
      'settings',
      'realtime',
    ],
  },
);
