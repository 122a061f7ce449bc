/** The client-side error for failed API calls, carrying the contract's code and field issues. */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { API_ERROR_CODES } from '@/contracts/api-error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly issues: ReadonlyArray<{ path: string; message: string }>;
  /** Machine-readable facts the server added (parse them with the feature's schema). */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(
    status: number,
    code: number,
    message: string,
    issues: ReadonlyArray<{ path: string; message: string }> = [],
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.details = details;
  }

  get isUnauthorized(): boolean {
    return this.status === 401 || this.code === API_ERROR_CODES.unauthorized;
  }

  get isRegionRestricted(): boolean {
    return this.code === API_ERROR_CODES.regionRestricted;
  }
}

const OFFLINE = msg`You are offline. This needs a connection; try again when you are back online.`;
const UNREACHABLE = msg`The server could not be reached. Check your connection and try again.`;

/**
 * Thrown when the network is unreachable, with a message the player can read as it is: an
 * action that needs the server says so instead of failing silently.
 */
export class NetworkError extends Error {
  readonly offline: boolean;

  constructor(cause: unknown) {
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    // Lingui throws before a language is active (startup races the catalog, whose load may
    // fail offline); the request failure must still surface as a NetworkError, in English.
    const message = i18n.locale
      ? i18n._(offline ? OFFLINE : UNREACHABLE)
      : offline
        ? 'You are offline. This needs a connection; try again when you are back online.'
        : 'The server could not be reached. Check your connection and try again.';
    super(message, { cause });
    this.name = 'NetworkError';
    this.offline = offline;
  }
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** A GraphQL operation the server answered with an error (its `extensions.code`, if any). */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
  }
}
