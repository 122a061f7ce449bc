/**
 * Deposit bonuses (`app.bonuses`): listens to the ledger for the players' deposits and bets,
 * tells a player when their bonus is credited (`newOfferDeposit`), and sweeps overdue bonuses every minute. Other modules use `app.bonuses.assertWithdrawalAllowed`
 * before a withdrawal.
 */
import fp from 'fastify-plugin';
import type { Posted } from '../wallet/ledger';
import { unitsToNumber } from '../wallet/money';
import { type BonusService, createBonusService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: BonusService;
  }
}

const SWEEP_INTERVAL_MS = 60_000;

export const bonusesPlugin = fp(
  async (app) => {
    const service = createBonusService({ db: app.database.db, ledger: app.ledger });
    // The credit of a matched bonus is the spec's `newOfferDeposit`: told after the commit.
    const announceBonus = (posted: Posted) => {
      const entry = posted.entries.find((e) => e.account === 'player' && e.userId);
      if (!entry?.userId) return;
      app.realtime.toUser(entry.userId, 'newOfferDeposit', {
        bonusId: String(posted.meta.bonusId ?? ''),
        offerName: posted.reference ?? '',
        balanceType: posted.balanceType,
        amount: unitsToNumber(entry.amount),
      });
    };
    app.ledger.onPosted((posted) => {
      if (posted.type === 'depositBonus') return announceBonus(posted);
      if (posted.type !== 'deposit' && posted.type !== 'bet') return;
      // After the commit: a failure here never undoes the movement; the next read or sweep
      // applies a missed match, and a missed wager is logged.
      service.handlePosted(posted).catch((error: unknown) => {
        app.log.error(
          { err: error, transactionId: String(posted.transactionId) },
          'bonus update failed',
        );
      });
    });

    let closing = false;
    const timer = setInterval(() => {
      service.sweep().catch((error: unknown) => {
        if (!closing) app.log.error({ err: error }, 'bonus sweep failed');
      });
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
    });

    app.decorate('bonuses', service);
  },
  { name: 'bonuses', dependencies: ['wallet'] },
);
