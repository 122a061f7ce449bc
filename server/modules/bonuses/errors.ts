/** Why a bonus call was refused: each is an API error with a message the player can read. */

import { ApiError } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';

const conflict = (message: string) => new ApiError(409, API_ERROR_CODES.conflict, message);

export const bonusErrors = {
  offerNotFound: () => new ApiError(404, API_ERROR_CODES.notFound, 'This offer is not available'),
  bonusNotFound: () => new ApiError(404, API_ERROR_CODES.notFound, 'No such bonus'),
  alreadyClaimed: () => conflict('You have already claimed this offer'),
  bonusInProgress: () =>
    conflict('You already have a bonus in progress: finish or forfeit it first'),
  alreadyEnded: () => conflict('This bonus has already ended'),
};

/** Thrown by `app.bonuses.assertWithdrawalAllowed` while a deposit bonus is being wagered. */
export class BonusWageringError extends ApiError {
  constructor(readonly remaining: string) {
    super(
      403,
      API_ERROR_CODES.forbidden,
      `Withdrawals unlock when your deposit bonus is wagered (${remaining} to go) or forfeited`,
    );
    this.name = 'BonusWageringError';
  }
}
