/** The client-side error for failed API calls, carrying the contract's code and field issues. */
import { API_ERROR_CODES } from '@/contracts/api-error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly issues: ReadonlyArray<{ path: string; message: string }>;

  constructor(
    status: number,
    code: number,
    message: string,
    issues: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }

  get isUnauthorized(): boolean {
    return this.status === 401 || this.code === API_ERROR_CODES.unauthorized;
  }

  get isRegionRestricted(): boolean {
    return this.code === API_ERROR_CODES.regionRestricted;
  }
}

/** Thrown when the network is unreachable, so callers can say "you are offline" clearly. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached. Check your connection and try again.', { cause });
    this.name = 'NetworkError';
  }
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
