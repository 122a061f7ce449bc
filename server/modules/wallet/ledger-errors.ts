/**
 * Why the ledger refused a movement. The player-facing ones are API errors already, so a route
 * that lets them through answers with a clear message and nothing moved.
 */

import { ApiError } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import type { BalanceType } from '@/contracts/balances';

export class InsufficientFundsError extends ApiError {
  constructor(
    readonly userId: string,
    readonly balanceType: BalanceType,
  ) {
    super(400, API_ERROR_CODES.insufficientFunds, `Insufficient ${balanceType} balance`);
    this.name = 'InsufficientFundsError';
  }
}

/** The idempotency key was already used for a different movement. */
export class IdempotencyConflictError extends ApiError {
  constructor(readonly key: string) {
    super(
      409,
      API_ERROR_CODES.conflict,
      'This request key was already used for a different request',
    );
    this.name = 'IdempotencyConflictError';
  }
}

/** A movement that is not double-entry (does not sum to zero, a zero or repeated leg...). */
export class InvalidMovementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMovementError';
  }
}
