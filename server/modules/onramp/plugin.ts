/**
 * Module onramp: buying crypto with a card (the cashier's Buy crypto tab). Puts `app.onramp`
 * on the instance — the merchant side (`service`) and the sandbox partner that runs its
 * hosted card page and sends coins on the sandbox chain — and tells players of their orders
 * (`onrampOrderUpdated`). The coins are credited by the payments module's chain deposits.
 */
import fp from 'fastify-plugin';
import { createDelivery } from '../payments/callback-delivery';
import { createSandboxOnramp, type SandboxOnramp } from './sandbox-partner';
import { createOnramp, type Onramp } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    onramp: { service: Onramp; partner: SandboxOnramp };
  }
}

export const onrampPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const service = createOnramp({
      db,
      gate: app.responsibleGambling,
      prices: app.coinPrices,
      onChange: (userId, order) => app.realtime.toUser(userId, 'onrampOrderUpdated', order),
    });
    const partner = createSandboxOnramp({
      db,
      chain: app.payments.sandbox.chain,
      deliver: createDelivery(app, app.payments.webhookSecret),
    });
    app.decorate('onramp', { service, partner });
  },
  {
    name: 'onramp',
    dependencies: ['payments', 'coin-prices', 'responsible-gambling', 'realtime'],
  },
);
