/**
 * Responsible gambling: the one gate every deposit, bet, tip and rain passes before money
 * moves (`app.responsibleGambling.assertAllowed`). Withdrawals never pass through it: a
 * player on a break can always take their money out.
 */
import fp from 'fastify-plugin';

export type PlayAction = 'deposit' | 'bet' | 'tip' | 'rain';

export interface ResponsibleGambling {
  /**
   * Throws an ApiError (limitReached naming the limit and when it resets, or selfExcluded)
   * when the player may not do `action` for `amount` units (1e-8 USD) now.
   */
  assertAllowed(userId: string, action: PlayAction, amount: bigint): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    responsibleGambling: ResponsibleGambling;
  }
}

export const responsibleGamblingPlugin = fp(
  async (app) => {
    const gate: ResponsibleGambling = {
      // Limits, breaks and self-exclusion are being built on top of this gate (issue 5).
      assertAllowed: async () => {},
    };
    app.decorate('responsibleGambling', gate);
  },
  { name: 'responsible-gambling', dependencies: ['context'] },
);
