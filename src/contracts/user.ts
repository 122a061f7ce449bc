/**
 * GET /api/account/get: the signed-in player (spec part 1 §3 'User', part 2 §3 'User fields
 * read by the chrome'). Balances arrive with the wallet capability.
 */
import { z } from 'zod/mini';
import { localeCodeSchema } from './locales';
import { mutesSchema } from './mutes';
import { userResponsibleGamblingSchema } from './responsible-gambling';
import { balancesSchema, exchangeRatesSchema } from './wallet';

export { KYC_LEVELS, type KycLevel } from './kyc-levels';

export const kycValidationResultSchema = z.object({
  level: z.int(),
  verified: z.boolean(),
  pending: z.boolean(),
  /** Why the reviewer refused the last submission, when they did. */
  rejectedReason: z.optional(z.nullable(z.string())),
});
export type KycValidationResult = z.infer<typeof kycValidationResultSchema>;

export const TWO_FACTOR_METHODS = ['totp', 'email'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** Spec part 2 §9: the game sounds' volume until the player moves the slider. */
export const SOUND_VOLUME_DEFAULT = 0.4;

/** Per-user settings by system and setting name (POST /system/changeSystemSettingAsUser). */
export const userSystemSettingsSchema = z.object({
  currency: z.object({
    displayCurrency: z.string(),
    hideEmptyBalances: z.boolean(),
  }),
  /** Game sounds: on/off and their volume, 0–1 (default SOUND_VOLUME_DEFAULT). */
  sound: z.object({ enabled: z.boolean(), volume: z.number().check(z.gte(0), z.lte(1)) }),
  /**
   * Whether the public profile hides the player's wagering stats, and whether the live bets
   * feed shows the player as hidden instead of their name.
   */
  privacy: z.object({ hideStats: z.boolean(), hideInFeed: z.boolean() }),
  cashOptions: z.object({ enabled: z.boolean() }),
  mpesaOptions: z.object({ enabled: z.boolean() }),
});
export type UserSystemSettings = z.infer<typeof userSystemSettingsSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mustSetName: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  locale: z.nullable(localeCodeSchema),
  rules: z.array(z.string()),
  isChatMod: z.boolean(),
  isChatDev: z.boolean(),
  systemSettings: userSystemSettingsSchema,
  selectedBalanceType: z.string(),
  /** US dollars per balance type (contracts/wallet); live updates come by `balanceUpdate`. */
  balances: balancesSchema,
  /** Display rates (1 USD = rate); live updates come by `currencyUpdated`. */
  exchangeRates: exchangeRatesSchema,
  /** Total ever deposited, US dollars; tells the balance alerts 'deposit' from 'deposit again'. */
  hiddenTotalDeposited: z.number(),
  lastDeposit: z.nullable(z.string()),
  /** Authenticates this session's socket and chat sends; changes with the session. */
  socketToken: z.string(),
  /** The player's own referral code: their name, shared as `/?ref=NAME` (contracts/affiliate). */
  affiliateId: z.string(),
  kyc: z.object({
    addressCountry: z.nullable(z.string()),
    validationResults: z.array(kycValidationResultSchema),
  }),
  userKYCOverrideLevel: z.int(),
  /** Players this player muted, by user id (contracts/mutes). */
  mutes: mutesSchema,
  /**
   * False for an account made through an identity provider that never set a password: its
   * sensitive actions want a recent sign-in instead, and settings offer 'Set a password'.
   */
  hasPassword: z.boolean(),
  security: z.object({
    twoFactorMethod: z.nullable(z.enum(TWO_FACTOR_METHODS)),
    /** The sign-in before this session's, shown to the player after signing in. */
    previousSignInAt: z.nullable(z.string()),
    passwordChangedAt: z.nullable(z.string()),
  }),
  /** A running break or self-exclusion (only withdrawals possible) and the reality check. */
  responsibleGambling: userResponsibleGamblingSchema,
});
export type User = z.infer<typeof userSchema>;

export { hasSessionHint, SESSION_HINT_COOKIE } from './session-hint';
