/**
 * Wallet: owns the ledger (`app.ledger`, the only way money moves) and tells players about
 * their movements — every committed player entry reaches the player's open tabs as
 * `transactionCreated` and `balanceUpdate`.
 */
import fp from 'fastify-plugin';
import { historyEntryOf } from './history-entry';
import { createLedger, type Ledger } from './ledger';
import { unitsToNumber } from './money';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

export const walletPlugin = fp(
  async (app) => {
    const ledger = createLedger(app.database.db);
    ledger.onPosted((posted) => {
      for (const entry of posted.entries) {
        if (entry.account !== 'player' || !entry.userId) continue;
        app.realtime.toUser(entry.userId, 'transactionCreated', historyEntryOf(posted, entry));
        app.realtime.toUser(entry.userId, 'balanceUpdate', {
          balanceType: posted.balanceType,
          balance: unitsToNumber(entry.balanceAfter ?? 0n),
        });
      }
    });
    app.decorate('ledger', ledger);
  },
  { name: 'wallet', dependencies: ['realtime'] },
);
