/**
 * Sign-in with an outside identity provider (issue 4 'Accounts'): starting the OAuth dance,
 * the sign-up and account-link confirmations it ends in (spec part 1 §2.7 `confirmSignup`,
 * `confirmAccountLink`), and the player's linked accounts in settings. Both sides parse these.
 */
import { z } from 'zod/mini';
import { authResultSchema, PASSWORD_MAX } from './auth';
import { captchaSolutionSchema } from './captcha';
import { inAppPathSchema } from './in-app-path';

/** The providers this server can sign players in with; 'kadi-id' is the built-in one. */
export const IDENTITY_PROVIDERS = ['kadi-id'] as const;
export type IdentityProviderId = (typeof IDENTITY_PROVIDERS)[number];
export const identityProviderSchema = z.enum(IDENTITY_PROVIDERS);

/** The brand each provider's button and messages use. */
export const IDENTITY_PROVIDER_NAMES: Record<IdentityProviderId, string> = {
  'kadi-id': 'Kadi ID',
};

export function isIdentityProvider(value: unknown): value is IdentityProviderId {
  return IDENTITY_PROVIDERS.some((provider) => provider === value);
}

/** 'signIn' from the auth dialog; 'link' from account settings by a signed-in player. */
export const OAUTH_INTENTS = ['signIn', 'link'] as const;
export type OAuthIntent = (typeof OAUTH_INTENTS)[number];

export const oauthStartBodySchema = z.object({
  intent: z.enum(OAUTH_INTENTS),
  /** Where the player lands after signing in (a path of this app). */
  returnTo: z.optional(inAppPathSchema),
});
export type OAuthStartBody = z.infer<typeof oauthStartBodySchema>;

/** The provider's sign-in page the browser goes to next. */
export const oauthStartResultSchema = z.object({ authorizeUrl: z.string() });

/** The short-lived signed tokens the callback hands the confirmation dialogs. */
const signedTokenSchema = z.string().check(z.minLength(20), z.maxLength(4096));

export const oauthSignupBodySchema = z.object({ token: signedTokenSchema });
export type OAuthSignupBody = z.infer<typeof oauthSignupBodySchema>;

export const oauthLinkBodySchema = z.object({
  accessToken: signedTokenSchema,
  /** Needed unless the browser is signed in as the account being linked. */
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX))),
  /**
   * With the password, once the account had too many failed sign-ins: the same solved
   * captcha a sign-in carries (loginBodySchema), else API_ERROR_CODES.captchaRequired.
   */
  captcha: z.optional(captchaSolutionSchema),
});
export type OAuthLinkBody = z.infer<typeof oauthLinkBodySchema>;

/** A link confirmed with the password also signs the browser in (maybe up to its 2nd factor). */
export const oauthLinkResultSchema = z.object({
  ok: z.literal(true),
  signIn: z.optional(authResultSchema),
});
export type OAuthLinkResult = z.infer<typeof oauthLinkResultSchema>;

export const linkedAccountSchema = z.object({
  provider: identityProviderSchema,
  /** The address the provider gave when it was linked, to tell accounts apart. */
  email: z.nullable(z.string()),
  linkedAt: z.string(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

export const linkedAccountsSchema = z.object({
  accounts: z.array(linkedAccountSchema),
  /** False for an account made through a provider: its last link cannot be removed. */
  hasPassword: z.boolean(),
});
export type LinkedAccounts = z.infer<typeof linkedAccountsSchema>;

export const unlinkBodySchema = z.object({ provider: identityProviderSchema });
