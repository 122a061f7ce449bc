/**
 * Sign-up, sign-in and account security calls (spec part 1 §7 'Settings and account', issue
 * 'Accounts'). The server validates every body with these schemas; the client builds them.
 */
import { z } from 'zod/mini';
import { BALANCE_TYPES } from './balances';
import { captchaSolutionSchema } from './captcha';
import { localeCodeSchema } from './locales';
import { TWO_FACTOR_METHODS } from './user';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
/** OWASP ASVS 5: at least 8, and at least 64 must be allowed. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
/** Deliberately loose: one @, something on both sides, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const TWO_FACTOR_CODE_LENGTH = 6;
/** Recovery codes: 10 groups like 'abcde-12345' (shown once at setup). */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(USERNAME_MIN, `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters`),
    z.maxLength(USERNAME_MAX, `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters`),
    z.regex(USERNAME_PATTERN, 'Username may only use letters, digits and _'),
  );

export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(EMAIL_MAX, 'Email address is too long'),
    z.regex(EMAIL_PATTERN, 'Enter a valid email address'),
  );

export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  );

/** Sign-in checks presence only: old accounts may predate today's rules. */
const presentPassword = z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX));

export const registerBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  acceptTerms: z.literal(true, 'You must accept the terms'),
  confirmAge: z.literal(true, 'You must confirm your age'),
  locale: z.optional(localeCodeSchema),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * What POST /auth/register answers once the fields pass, whether or not the email already has
 * an account (so sign-up cannot be used to find out): a code went to the address, or, when it
 * has an account, a note to its owner. The code, sent to /auth/register/confirm from the same
 * browser within SIGNUP_CODE_MINUTES, creates the account and signs the player in.
 */
export const registerResultSchema = z.object({ emailCodeSent: z.literal(true) });
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const SIGNUP_CODE_LENGTH = 6;
export const SIGNUP_CODE_MINUTES = 15;

export const signupConfirmBodySchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^\d{6}$/, `Enter the ${SIGNUP_CODE_LENGTH}-digit code`)),
});
export type SignupConfirmBody = z.infer<typeof signupConfirmBodySchema>;

export const loginBodySchema = z.object({
  /** A username or an email address. */
  identifier: z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_MAX)),
  password: presentPassword,
  /**
   * A solved captcha (contracts/captcha), needed once the account had too many failed
   * sign-ins: the server answers API_ERROR_CODES.captchaRequired until it comes.
   */
  captcha: z.optional(captchaSolutionSchema),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * A sign-in either completes (204) or stops at the second factor: `twoFactorRequired` with the
 * method, and for the email variant the masked address the code went to.
 */
export const authResultSchema = z.object({
  twoFactorRequired: z.boolean(),
  method: z.optional(z.enum(TWO_FACTOR_METHODS)),
  maskedEmail: z.optional(z.string()),
  /** When the player last signed in before this, for the 'last sign-in' notice. */
  previousSignInAt: z.optional(z.nullable(z.string())),
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const twoFactorCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, 'Enter the 6-digit code'));

export const twoFactorVerifyBodySchema = z.object({ code: twoFactorCodeSchema });

export const setUsernameBodySchema = z.object({ username: usernameSchema });
export const setLocaleBodySchema = z.object({ locale: localeCodeSchema });
export const setBalanceFieldBodySchema = z.object({
  balanceField: z.enum(BALANCE_TYPES, 'Unknown balance'),
});

/**
 * currentPassword is left out only by a player without one setting their first: the server
 * then wants a recent sign-in instead (a password account still needs it).
 */
export const changePasswordBodySchema = z.object({
  currentPassword: z.optional(presentPassword),
  newPassword: newPasswordSchema,
});

/** The password, except for a passwordless player within the recent sign-in window. */
export const changeEmailBodySchema = z.object({
  password: z.optional(presentPassword),
  email: emailSchema,
});

/** Re-authentication before a sensitive change: the password, or a code when 2FA is on. */
export const reauthBodySchema = z.object({
  password: presentPassword,
  code: z.optional(twoFactorCodeSchema),
});

export const systemSettingBodySchema = z.object({
  systemName: z.string().check(z.minLength(1), z.maxLength(40)),
  settingName: z.string().check(z.minLength(1), z.maxLength(40)),
  value: z.union([z.boolean(), z.string().check(z.maxLength(40)), z.number()]),
});

export const sessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) });

export const okSchema = z.object({ ok: z.literal(true) });

/** Closing an account, self-exclusion style: for a while, or for good. */
export const CLOSE_PERIODS = ['1d', '1w', '1m', '6m', 'forever'] as const;
export type ClosePeriod = (typeof CLOSE_PERIODS)[number];
export const CLOSE_PERIOD_DAYS: Record<Exclude<ClosePeriod, 'forever'>, number> = {
  '1d': 1,
  '1w': 7,
  '1m': 30,
  '6m': 182,
};

/** The password, except for a passwordless player within the recent sign-in window. */
export const closeAccountBodySchema = z.object({
  password: z.optional(presentPassword),
  period: z.enum(CLOSE_PERIODS),
  confirm: z.literal(true, 'Please confirm that you want to close your account'),
});
