/**
 * Turning two-factor security on and off (issue 'Accounts'): the authenticator (TOTP) setup
 * with its QR code, the email-code variant, recovery codes, and what each step answers. Every
 * call takes the password when the session has not re-authenticated in the last minutes.
 */
import { z } from 'zod/mini';
import { PASSWORD_MAX, twoFactorCodeSchema } from './auth';
import { TWO_FACTOR_METHODS } from './user';

/** How many recovery codes a setup hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** The issuer authenticator apps show beside the account name. */
export const TOTP_ISSUER = 'KadiBet';

const optionalPassword = z.optional(z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX)));

/** Starting a setup (or sending a code): the password unless recently re-authenticated. */
export const twoFactorStartBodySchema = z.object({ password: optionalPassword });

export const twoFactorConfirmBodySchema = z.object({
  code: twoFactorCodeSchema,
  password: optionalPassword,
});

/**
 * Turning it off always takes both: the password and a current code (or a recovery code); a
 * passwordless player gives the code within the recent sign-in window instead.
 */
export const twoFactorDisableBodySchema = z.object({
  password: optionalPassword,
  code: twoFactorCodeSchema,
});

export const totpSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth://totp/KadiBet:name?secret=...&issuer=KadiBet */
  uri: z.string(),
  /** The QR code of `uri`, drawn on the server as an SVG document. */
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const emailCodeSentSchema = z.object({ maskedEmail: z.string() });

/** After two-factor changed: this session got a new token; the others may be ended. */
export const twoFactorChangedSchema = z.object({
  ok: z.literal(true),
  /** Shown once, never stored readable on the server. Absent when turning it off. */
  recoveryCodes: z.optional(z.array(z.string())),
  otherSessions: z.int(),
});
export type TwoFactorChanged = z.infer<typeof twoFactorChangedSchema>;

export const twoFactorStatusSchema = z.object({
  method: z.nullable(z.enum(TWO_FACTOR_METHODS)),
  recoveryCodesLeft: z.int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
