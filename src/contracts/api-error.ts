/**
 * The one error shape every REST endpoint answers with, and the numeric codes the client acts
 * on. Codes are stable API surface: the client keys behaviour (region dialog, sign-in) on them.
 */
import { z } from 'zod/mini';

export const API_ERROR_CODES = {
  validation: 1000,
  unauthorized: 1001,
  /** Spec: API error code 1002 opens the region-restricted dialog after 1 second. */
  regionRestricted: 1002,
  notFound: 1003,
  rateLimited: 1004,
  forbidden: 1005,
  conflict: 1006,
  /** The state-changing request lacked the CSRF token or came from another site. */
  csrf: 1007,
  /** Changing email, password or two-factor needs the password (or a code) again. */
  reauthRequired: 1008,
  /** Wrong name/email or password: one answer for both, so names cannot be probed. */
  invalidCredentials: 1009,
  /** A two-factor code was wrong, used before or expired. */
  invalidCode: 1010,
  /** The balance cannot cover the amount (nothing was moved). */
  insufficientFunds: 1011,
  /** A responsible-gambling limit (deposit, loss, wager) would be exceeded. */
  limitReached: 1012,
  /** A break or self-exclusion is running: only withdrawals are possible. */
  selfExcluded: 1013,
  /** No fresh price for the coin: a crypto withdrawal or purchase cannot be valued now. */
  priceUnavailable: 1014,
  /**
   * The account had too many failed sign-ins: the sign-in must come with a solved captcha
   * (`captcha`), or the one it came with failed. The account itself is never locked.
   */
  captchaRequired: 1015,
  /** The operator switched the feature off (details.feature names it; settings FEATURE_GATES). */
  featureOff: 1016,
  internal: 1500,
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

export const apiErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.int(),
    message: z.string(),
    issues: z.optional(z.array(apiErrorIssueSchema)),
    /** Machine-readable facts of the error (a limit and when it resets), for a translated message. */
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
