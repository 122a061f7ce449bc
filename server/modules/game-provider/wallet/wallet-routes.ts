/**
 * The seamless wallet's HTTP face for providers (wallet-protocol.ts): no session or CSRF
 * token, but every body must carry the HMAC signature of its exact bytes, or it is refused
 * with 401 before being read. Each call goes to the wallet service; its refusals come back as
 * a status, its successes with the balance as a decimal string.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { ApiError, apiErrors } from '../../../http/api-error';
import { parseInput } from '../../../http/validate';
import { signatureMatches } from '../../payments/signature';
import { formatUnits, toUnits } from '../../wallet/money';
import type { WalletAnswer } from './seamless-wallet';
import { WalletError } from './wallet-errors';
import {
  WALLET_PATH_PREFIX,
  WALLET_SIGNATURE_HEADER,
  type WalletResponse,
  walletRequestSchemas,
} from './wallet-protocol';

const badSignature = () =>
  new ApiError(401, API_ERROR_CODES.unauthorized, 'Missing or invalid wallet signature');

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

export const gameWalletRoutes: FastifyPluginAsync = async (app) => {
  const { wallet, walletSecret } = app.gameProvider;
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, csrf: false };
  });
  // Keep the bytes: the signature is over them, not over a re-serialised object.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = raw;
    try {
      done(null, raw === '' ? undefined : JSON.parse(raw));
    } catch {
      done(apiErrors.validation([], 'The body is not valid JSON'), undefined);
    }
  });
  app.addHook('preHandler', async (request) => {
    const header = request.headers[WALLET_SIGNATURE_HEADER];
    if (!signatureMatches(walletSecret, request.rawBody ?? '', header)) throw badSignature();
  });

  app.post(`${WALLET_PATH_PREFIX}/balance`, async (request) => {
    const { token } = parseInput(walletRequestSchemas.balance, request.body, 'body');
    return answered(() => wallet.balance(token));
  });

  app.post(`${WALLET_PATH_PREFIX}/bet`, async (request) => {
    const body = parseInput(walletRequestSchemas.bet, request.body, 'body');
    return answered(() => wallet.bet({ ...body, amount: toUnits(body.amount) }));
  });

  app.post(`${WALLET_PATH_PREFIX}/win`, async (request) => {
    const body = parseInput(walletRequestSchemas.win, request.body, 'body');
    return answered(() => wallet.win({ ...body, amount: toUnits(body.amount) }));
  });

  app.post(`${WALLET_PATH_PREFIX}/rollback`, async (request) => {
    const body = parseInput(walletRequestSchemas.rollback, request.body, 'body');
    return answered(() => wallet.rollback(body));
  });
};
