/**
 * The account's refusals, in the server's own words (the forms show them), each with the
 * contract's code the client acts on.
 */

import { ApiError, apiErrors } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { CAPTCHA_FAILED_MESSAGE } from '@/contracts/captcha';

export const accountErrors = {
  invalidCredentials: () =>
    new ApiError(400, API_ERROR_CODES.invalidCredentials, 'Invalid username or password'),
  invalidCode: () => new ApiError(400, API_ERROR_CODES.invalidCode, 'Invalid or expired code'),
  /** No pending sign-up in this browser any more: expired, finished, or too many wrong codes. */
  signupExpired: () =>
    new ApiError(
      400,
      API_ERROR_CODES.invalidCode,
      'This sign-up has expired or had too many wrong codes. Please register again.',
    ),
  /** Only after the emailed code proved the address is its sender's. */
  signupEmailTaken: () =>
    apiErrors.validation(
      [{ path: 'email', message: 'This email is already registered. Please sign in instead.' }],
      'This email is already registered. Please sign in instead.',
    ),
  reauthRequired: () =>
    new ApiError(403, API_ERROR_CODES.reauthRequired, 'Please confirm your password first'),
  /** The same refusal for an account without a password: signing in again is its proof. */
  signInAgain: () =>
    new ApiError(
      403,
      API_ERROR_CODES.reauthRequired,
      'For your security, please sign in again to confirm this change',
    ),
  /** Past the account's free failures: a solved captcha must come with the sign-in. */
  captchaRequired: (verdict: 'missing' | 'invalid' | 'used') => {
    const message = {
      missing: 'Please complete the captcha to sign in',
      invalid: CAPTCHA_FAILED_MESSAGE,
      used: 'This captcha was already used. Please solve a new one.',
    }[verdict];
    return new ApiError(400, API_ERROR_CODES.captchaRequired, message, [
      { path: 'body.captcha', message },
    ]);
  },
  tooManyAttempts: (retryMs: number) =>
    apiErrors.rateLimited(
      `Too many failed attempts. Try again in ${Math.ceil(retryMs / 1000)} seconds.`,
    ),
  taken: (field: 'username' | 'email') =>
    apiErrors.validation(
      [
        {
          path: field,
          message:
            field === 'username'
              ? 'This username is already taken'
              : 'This email is already registered',
        },
      ],
      field === 'username' ? 'This username is already taken' : 'This email is already registered',
    ),
  commonPassword: (path: string) =>
    apiErrors.validation(
      [{ path, message: 'This password is too common. Please choose another one.' }],
      'This password is too common. Please choose another one.',
    ),
  closed: (until: Date | null) =>
    apiErrors.forbidden(
      until
        ? `This account is closed until ${until.toISOString().slice(0, 10)}`
        : 'This account is closed',
    ),
};
