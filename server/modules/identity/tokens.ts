/**
 * The two tokens the callback hands the confirmation dialogs (spec part 1 §2.7): the sign-up
 * token inside `confirmSignup`'s query and the link token sent as `confirmAccountLink`'s
 * accessToken. Each carries the verified profile, is signed by this server, lives 10 minutes
 * and is spent on use.
 */
import { z } from 'zod';
import { IDENTITY_PROVIDERS } from '@/contracts/identity';

export const CONFIRM_TTL_MS = 10 * 60_000;
export const SIGNUP_PURPOSE = 'oauth-signup';
export const LINK_PURPOSE = 'oauth-link';

const profileFields = {
  provider: z.enum(IDENTITY_PROVIDERS),
  uniqueId: z.string(),
  email: z.string(),
  name: z.string(),
};

export const signupTokenSchema = z.object({ ...profileFields, emailVerified: z.boolean() });
export type SignupToken = z.infer<typeof signupTokenSchema>;

export const linkTokenSchema = z.object({ ...profileFields, userId: z.string() });
export type LinkToken = z.infer<typeof linkTokenSchema>;
