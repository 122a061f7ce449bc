/**
 * Responsible gambling: the one gate every deposit, bet, tip and rain passes before money
 * moves (`app.responsibleGambling.assertAllowed`), and the player's limits, breaks,
 * self-exclusion and reality check behind it (service.ts). Withdrawals never pass through
 * it: a player on a break can always take their money out.
 */

import type { Db } from '@server/db/client';
import fp from 'fastify-plugin';
import type { PlayAction } from '@/contracts/responsible-gambling';
import { createResponsibleGamblingService, type ResponsibleGamblingService } from './service';

export type { PlayAction };

export interface ResponsibleGambling {
  /**
   * Throws an ApiError (limitReached naming the limit and when it resets, or selfExcluded)
   * when the player may not do `action` for `amount` units (1e-8 USD) now. Pass the open
   * transaction of the movement (`book.tx`) to make the check and the movement one step.
   */
  assertAllowed(userId: string, action: PlayAction, amount: bigint, within?: Db): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    responsibleGambling: ResponsibleGambling & ResponsibleGamblingService;
  }
}

export const responsibleGamblingPlugin = fp(
  async (app) => {
    app.decorate(
      'responsibleGambling',
      createResponsibleGamblingService({
        db: app.database.db,
        // Every open app of the player refetches: the break banner shows everywhere at once.
        onChange: (userId) => app.realtime.toUser(userId, 'refreshRequired'),
      }),
    );
  },
  { name: 'responsible-gambling', dependencies: ['context', 'realtime'] },
);
