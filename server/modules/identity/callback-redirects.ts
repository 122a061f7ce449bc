/**
 * Where the callback sends the browser: addresses of the app with the on-load parameters of
 * spec part 1 §2.7 — authErrors / authSuccesses as JSON lists, the two-factor step, and the
 * sign-up and account-link confirmations.
 */
import type { AuthResult } from '@/contracts/auth';

export function withMessage(kind: 'authErrors' | 'authSuccesses', message: string): string {
  return `/?${new URLSearchParams({ [kind]: JSON.stringify([message]) })}`;
}

export function afterSignIn(result: AuthResult, returnTo: string | null): string {
  if (result.twoFactorRequired) {
    return result.method === 'email'
      ? `/?${new URLSearchParams({ twofactorEmail: result.maskedEmail ?? 'true' })}`
      : '/?twofactorRequired=true';
  }
  return returnTo ?? '/';
}

export function confirmLinkAddress(params: Record<string, string>): string {
  return `/?${new URLSearchParams(params)}`;
}

export function confirmSignupAddress(query: string): string {
  return `/?${new URLSearchParams({ confirmSignup: query })}`;
}

export const REGION_RESTRICTED_ADDRESS = '/?modal=regionRestricted';
