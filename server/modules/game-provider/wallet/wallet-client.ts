/**
 * The provider's side of the seamless wallet: each call is a signed HTTP POST to the
 * operator's wallet routes, exactly as an aggregator sends it, delivered in process
 * (`app.inject`) so the reference server needs no public URL of its own. The request goes
 * through the same route, signature check and parsing an outside provider's would; a refusal
 * comes back as the same WalletError the service threw.
 */

import { signBody } from '@server/modules/payments/signature';
import { formatUnits, toUnits } from '@server/modules/wallet/money';
import type { FastifyInstance } from 'fastify';
import type { SeamlessWallet, WalletAnswer } from './seamless-wallet';
import { WalletError } from './wallet-errors';
import {
  WALLET_PATH_PREFIX,
  WALLET_SIGNATURE_HEADER,
  type WalletAction,
  walletResponseSchema,
} from './wallet-protocol';

export function createWalletClient(app: FastifyInstance, secret: string): SeamlessWallet {
  async function call(action: WalletAction, payload: object): Promise<WalletAnswer> {
    const raw = JSON.stringify(payload);
    const response = await app.inject({
      method: 'POST',
      url: `${WALLET_PATH_PREFIX}/${action}`,
      headers: {
        'content-type': 'application/json',
        [WALLET_SIGNATURE_HEADER]: signBody(secret, raw),
      },
      payload: raw,
    });
    if (response.statusCode !== 200) {
      throw new Error(
        `wallet ${action} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
      );
    }
    const answer = walletResponseSchema.parse(response.json());
    if (answer.status !== 'OK') throw new WalletError(answer.status, answer.message);
    return { balance: toUnits(answer.balance), currency: answer.currency, moved: answer.moved };
  }

  return {
    balance: (token) => call('balance', { token }),
    bet: ({ token, roundId, amount }) =>
      call('bet', { token, roundId, amount: formatUnits(amount) }),
    win: ({ token, roundId, amount }) =>
      call('win', { token, roundId, amount: formatUnits(amount) }),
    rollback: ({ token, roundId }) => call('rollback', { token, roundId }),
  };
}
