/**
 * HTTP helpers every route shares: API errors, input validation, paths, the visitor id. This is
 * the error type REST handlers throw; the error handler plugin turns it into the contract's
 * ApiErrorBody. Factories keep status and code paired the same way everywhere.
 */
import { API_ERROR_CODES, type ApiErrorBody, type ApiErrorCode } from '@/contracts/api-error';

export type ApiErrorIssue = NonNullable<ApiErrorBody['error']['issues']>[number];

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: ApiErrorIssue[],
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

export const apiErrors = {
  validation: (issues: ApiErrorIssue[], message = 'Invalid request') =>
    new ApiError(400, API_ERROR_CODES.validation, message, issues),
  unauthorized: () => new ApiError(401, API_ERROR_CODES.unauthorized, 'Unauthorized'),
  regionRestricted: () =>
    new ApiError(
      403,
      API_ERROR_CODES.regionRestricted,
      'This service is not available in your region',
    ),
  forbidden: (message = 'Forbidden') => new ApiError(403, API_ERROR_CODES.forbidden, message),
  notFound: (message = 'Not found') => new ApiError(404, API_ERROR_CODES.notFound, message),
  rateLimited: (message = 'Too many requests') =>
    new ApiError(429, API_ERROR_CODES.rateLimited, message),
  internal: () => new ApiError(500, API_ERROR_CODES.internal, 'Internal server error'),
};
