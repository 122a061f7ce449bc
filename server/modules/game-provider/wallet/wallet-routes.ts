/**
 * The seamless wallet's HTTP face for providers (wallet-protocol.ts): no session or CSRF
 * token, but every body must carry the HMAC signature of its exact bytes, or it is refused
 * with 401 before being read. Each call goes to the wallet service; its refusals come back as
 * a status, its successes with the balance as a decimal string.
 */

import { acceptSignedBodiesOnly } from '@server/modules/payments/signed-bodies';
import { formatUnits, toUnits } from '@server/modules/wallet/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WalletAnswer } from './seamless-wallet';
import { WalletError } from './wallet-errors';
import {
  WALLET_PATH_PREFIX,
  WALLET_SIGNATURE_HEADER,
  type WalletResponse,
  walletRequestSchemas,
} from './wallet-protocol';

function ok(answer: WalletAnswer): WalletResponse {
  const { currency, moved } = answer;
  return { status: 'OK', balance: formatUnits(answer.balance), currency, moved };
}

async function answered(call: () => Promise<WalletAnswer>): Promise<WalletResponse> {
  try {
    return ok(await call());
  } catch (error) {
    if (error instanceof WalletError) return { status: error.code, message: error.message };
    throw error;
  }
}

export const gameWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallet, walletSecret } = app.gameProvider;
  acceptSignedBodiesOnly(app, walletSecret, {
    header: WALLET_SIGNATURE_HEADER,
    refusal: 'Missing or invalid wallet signature',
  });

  app.post(
    `${WALLET_PATH_PREFIX}/balance`,
    { schema: { body: walletRequestSchemas.balance } },
    async (request) => {
      const { token } = request.body;
      return answered(() => wallet.balance(token));
    },
  );

  app.post(
    `${WALLET_PATH_PREFIX}/bet`,
    { schema: { body: walletRequestSchemas.bet } },
    async (request) => {
      const body = request.body;
      return answered(() => wallet.bet({ ...body, amount: toUnits(body.amount) }));
    },
  );

  app.post(
    `${WALLET_PATH_PREFIX}/win`,
    { schema: { body: walletRequestSchemas.win } },
    async (request) => {
      const body = request.body;
      return answered(() => wallet.win({ ...body, amount: toUnits(body.amount) }));
    },
  );

  app.post(
    `${WALLET_PATH_PREFIX}/rollback`,
    { schema: { body: walletRequestSchemas.rollback } },
    async (request) => {
      const body = request.body;
      return answered(() => wallet.rollback(body));
    },
  );
};
