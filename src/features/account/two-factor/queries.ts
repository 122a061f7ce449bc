/**
 * The two-factor settings calls (contracts/two-factor.ts) and the status query. Calls that
 * change security answer 403 code 1008 when the session needs the password again; the
 * settings then ask for it (POST /account/reauthenticate) and retry.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { okSchema } from '@/contracts/auth';
import {
  emailCodeSentSchema,
  type TotpSetup,
  type TwoFactorChanged,
  totpSetupSchema,
  twoFactorChangedSchema,
  twoFactorStatusSchema,
} from '@/contracts/two-factor';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/rest';

export const twoFactorKeys = {
  status: ['account', 'two-factor'] as const,
};

export function twoFactorStatusQuery() {
  return queryOptions({
    queryKey: twoFactorKeys.status,
    queryFn: ({ signal }) =>
      apiRequest('/account/2fa', { schema: twoFactorStatusSchema, signal, noCache: true }),
  });
}

export function needsReauth(error: unknown): boolean {
  return error instanceof ApiError && error.code === API_ERROR_CODES.reauthRequired;
}

const post = <T>(path: string, body: unknown, schema: z.ZodMiniType<T>) =>
  apiRequest(path, { method: 'POST', body, schema });

export const reauthenticate = (password: string) =>
  post('/account/reauthenticate', { password }, okSchema);

export const startTotp = (): Promise<TotpSetup> =>
  post('/account/2fa/totp/start', {}, totpSetupSchema);

export const confirmTotp = (code: string): Promise<TwoFactorChanged> =>
  post('/account/2fa/totp/confirm', { code }, twoFactorChangedSchema);

export const startEmailTwoFactor = () => post('/account/2fa/email/start', {}, emailCodeSentSchema);

export const confirmEmailTwoFactor = (code: string): Promise<TwoFactorChanged> =>
  post('/account/2fa/email/confirm', { code }, twoFactorChangedSchema);

/** For the email variant: mails a code to confirm turning it off or new recovery codes. */
export const sendConfirmCode = () => post('/account/2fa/email/code', {}, emailCodeSentSchema);

/** No password from a passwordless player: the server wants a recent sign-in instead. */
export const disableTwoFactor = (
  password: string | undefined,
  code: string,
): Promise<TwoFactorChanged> =>
  post('/account/2fa/disable', { password, code }, twoFactorChangedSchema);

export const regenerateRecoveryCodes = (
  password: string | undefined,
  code: string,
): Promise<TwoFactorChanged> =>
  post('/account/2fa/recovery-codes', { password, code }, twoFactorChangedSchema);

export const endOtherSessions = () =>
  post('/account/sessions/sanitize', {}, z.object({ ok: z.literal(true), ended: z.int() }));
