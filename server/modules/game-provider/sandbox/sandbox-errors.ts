/**
 * What the sandbox game client is told when a spin or a state read fails: an HTTP status and
 * a message it shows on the reels. The wallet's refusals keep their words (insufficient
 * balance, a limit, a break), so the player learns why from the game itself.
 */

import { ApiError, apiErrors } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import type { WalletError } from '../wallet/wallet-errors';

export const sandboxErrors = {
  noSession: () => apiErrors.notFound('This game session does not exist.'),
  expired: () =>
    new ApiError(410, API_ERROR_CODES.notFound, 'This game session has expired: reopen the game.'),
  badBet: () => new ApiError(400, API_ERROR_CODES.validation, 'Choose one of the offered bets.'),
  noPlayMoney: () =>
    new ApiError(400, API_ERROR_CODES.insufficientFunds, 'Not enough play money for this bet.'),
  playMoneyLeft: () =>
    new ApiError(409, API_ERROR_CODES.conflict, 'Play money is refilled only once it runs out.'),
  realMode: () =>
    new ApiError(409, API_ERROR_CODES.conflict, 'Real-money sessions have no play money.'),
  fromWallet: (error: WalletError) => {
    switch (error.code) {
      case 'INSUFFICIENT_FUNDS':
        return new ApiError(400, API_ERROR_CODES.insufficientFunds, error.message);
      case 'PLAY_BLOCKED':
        return apiErrors.forbidden(error.message);
      case 'TOKEN_EXPIRED':
        return new ApiError(410, API_ERROR_CODES.notFound, error.message);
      default:
        return new ApiError(502, API_ERROR_CODES.internal, `The casino refused: ${error.message}`);
    }
  },
};
