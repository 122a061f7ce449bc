/**
 * Module payments: deposits. Puts `app.payments` on the instance — the chain watcher (valuing
 * coins at `app.coinPrices`), M-Pesa
 * and cash deposits, the settlement that credits a deposit once, and the sandbox providers
 * (M-Pesa, hosted checkout, chain) that call this server back with signed requests. Players
 * hear of their deposits live: `depositUpdated` on every change, `newDeposit` once credited.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formatUnits, unitsToNumber } from '../wallet/money';
import { createDelivery } from './callback-delivery';
import { createCashDeposits } from './cash';
import { createChainWatcher } from './chain-watcher';
import { depositView } from './deposit-view';
import { dollarsOf, pendingOfMethod } from './deposits-repository';
import { createMpesaDeposits } from './mpesa';
import { createSandboxChain } from './sandbox-chain';
import { createSandboxCheckout } from './sandbox-checkout';
import { createSandboxMpesa } from './sandbox-mpesa';
import { createSettlement, type DepositListener } from './settlement';
import { resolveWebhookSecret } from './webhook-secret';

function createPayments(app: FastifyInstance) {
  const { db } = app.database;
  const webhookSecret = resolveWebhookSecret(app.config);
  const deliver = createDelivery(app, webhookSecret);
  const events: DepositListener = {
    updated(row) {
      if (row.userId) app.realtime.toUser(row.userId, 'depositUpdated', depositView(row));
    },
    credited(row) {
      if (!row.userId) return;
      app.realtime.toUser(row.userId, 'newDeposit', {
        balanceType: row.balanceType,
        amount: unitsToNumber(dollarsOf(row)),
        depositId: String(row.id),
      });
    },
  };
  const gate = app.responsibleGambling;
  const settlement = createSettlement({ db, ledger: app.ledger, gate, events });
  const sandbox = {
    mpesa: createSandboxMpesa({
      deliver,
      delayMs: app.config.payments.sandboxDelayMs,
      onError: (error) => app.log.error({ err: error }, 'sandbox M-Pesa callback failed'),
    }),
    checkout: createSandboxCheckout(deliver),
    chain: createSandboxChain({ db, users: app.users, deliver }),
  };
  return {
    webhookSecret,
    settlement,
    chain: createChainWatcher({ db, settlement, events, prices: app.coinPrices }),
    mpesa: createMpesaDeposits({ db, gate, provider: sandbox.mpesa, settlement }),
    cash: createCashDeposits({ db, gate, provider: sandbox.checkout, settlement }),
    sandbox,
  };
}

export type Payments = ReturnType<typeof createPayments>;

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export const paymentsPlugin = fp(
  async (app) => {
    const payments = createPayments(app);
    app.decorate('payments', payments);
    // A coin quoted again: its transfers that arrived while its price was stale go on.
    app.coinPrices.onUpdated((coins) => {
      payments.chain.revalue(coins).catch((error: unknown) => {
        app.log.error({ err: error, coins }, 'could not value transfers waiting for a price');
      });
    });
    // Requests the sandbox phone would still answer (the server stopped before it did): once
    // the server listens, so apps built only for in-process requests (tests) do no work here.
    app.addHook('onListen', async () => {
      const rows = await pendingOfMethod(app.database.db, 'mpesa').catch((error: unknown) => {
        app.log.error({ err: error }, 'could not resume pending sandbox M-Pesa requests');
        return [];
      });
      for (const row of rows) {
        if (!row.phone) continue;
        payments.sandbox.mpesa.resume({
          phone: row.phone,
          amount: formatUnits(dollarsOf(row)),
          checkoutRequestId: row.providerRef,
          merchantRequestId: `resumed-${row.id}`,
        });
      }
    });
    app.addHook('onClose', async () => payments.sandbox.mpesa.close());
  },
  {
    name: 'payments',
    dependencies: [
      'wallet',
      'coin-prices',
      'responsible-gambling',
      'realtime',
      'settings',
      'account',
    ],
  },
);
