/**
 * The sign-in calls of the auth dialogs (POST /api/auth/*). Answers are parsed with the
 * contract's schemas; a failed call carries the server's own words, which the forms show.
 */
import { z } from 'zod/mini';
import {
  authResultSchema as contractAuthResultSchema,
  type RegisterResult,
  registerResultSchema,
} from '@/contracts/auth';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/rest';

export interface LoginInput {
  /** A username or an email address. */
  identifier: string;
  password: string;
  /** A solved captcha, once the server asked for one (API error captchaRequired). */
  captcha?: string;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  acceptTerms: true;
  confirmAge: true;
}

export interface TwoFactorInput {
  code: string;
  /** Set when the code was sent by email (the address's `twofactorEmail`). */
  email?: string;
}

/**
 * A sign-in may stop half-way and ask for a two-factor code (with the method, and where the
 * email code went). An empty answer means signed in.
 */
const authResultSchema = z.pipe(
  z.optional(contractAuthResultSchema),
  z.transform((body) => body ?? { twoFactorRequired: false }),
);
export type AuthResult = z.output<typeof authResultSchema>;

const emptySchema = z.pipe(
  z.unknown(),
  z.transform((): undefined => undefined),
);

export function submitLogin(input: LoginInput): Promise<AuthResult> {
  return apiRequest('/auth/login', { method: 'POST', body: input, schema: authResultSchema });
}

/**
 * Sign-up's first step: answered the same whether or not the email has an account (a code
 * went to the address, or a note to its owner); the code then goes to submitSignupCode.
 */
export function submitRegister(input: RegisterInput): Promise<RegisterResult> {
  return apiRequest('/auth/register', {
    method: 'POST',
    body: input,
    schema: registerResultSchema,
  });
}

/** Sign-up's second step, from the same browser: the emailed code creates and signs in. */
export function submitSignupCode(input: { code: string }): Promise<AuthResult> {
  return apiRequest('/auth/register/confirm', {
    method: 'POST',
    body: input,
    schema: authResultSchema,
  });
}

/** POST /auth/oauth/signup: the account an identity provider's sign-in proposed. */
export function submitProviderSignup(input: { token: string }): Promise<AuthResult> {
  return apiRequest('/auth/oauth/signup', {
    method: 'POST',
    body: input,
    schema: authResultSchema,
  });
}

export function submitTwoFactorCode(input: TwoFactorInput): Promise<void> {
  return apiRequest('/auth/2fa/verify', { method: 'POST', body: input, schema: emptySchema });
}

/** The signed-in player who must choose a name (the setUsername tab and dialog). */
export function submitUsername(input: { username: string }): Promise<void> {
  return apiRequest('/account/setUsername', { method: 'POST', body: input, schema: emptySchema });
}

export { serverMessageOf } from '@/shared/api/use-error-text';

/**
 * Field-level problems the server reported, by form field: input validation names the body
 * field ('body.email'), the account's own checks the field alone ('username').
 */
export function serverFieldIssuesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    error.issues.map((issue) => [issue.path.replace(/^body\./, ''), issue.message]),
  );
}
