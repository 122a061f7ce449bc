/**
 * Where the callback sends the browser: the page the attempt started from (or home) with the
 * on-load parameters of spec part 1 §2.7 — authErrors / authSuccesses as JSON lists, the
 * two-factor step, and the sign-up and account-link confirmations.
 */
import type { AuthResult } from '@/contracts/auth';

/**
 * `base` (an in-app path, maybe with its own query) with `params` added. A dialog the address
 * opens on load (a confirmation, the second factor) only opens when no other dialog is in the
 * address, so for those the base's own dialog (`modal`) gives way.
 */
export function appAddress(
  base: string | null | undefined,
  params: Record<string, string> = {},
  { opensDialog = false }: { opensDialog?: boolean } = {},
) {
  const url = new URL(base ?? '/', 'http://app.invalid');
  if (opensDialog) url.searchParams.delete('modal');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

export function withMessage(
  base: string | null | undefined,
  kind: 'authErrors' | 'authSuccesses',
  message: string,
): string {
  return appAddress(base, { [kind]: JSON.stringify([message]) });
}

export function afterSignIn(result: AuthResult, base: string | null | undefined): string {
  if (!result.twoFactorRequired) return appAddress(base);
  return appAddress(
    base,
    result.method === 'email'
      ? { twofactorEmail: result.maskedEmail ?? 'true' }
      : { twofactorRequired: 'true' },
    { opensDialog: true },
  );
}

export const REGION_RESTRICTED_ADDRESS = '/?modal=regionRestricted';
