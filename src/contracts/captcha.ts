/**
 * The self-hosted proof-of-work captcha (ALTCHA v2 challenges): GET /captcha/challenge hands
 * out a signed challenge; the widget (or any solver) finds the counter and sends the result
 * base64-encoded as the `recaptcha` field of the call it protects (spec: promo redemption,
 * rain join). Each solved challenge is accepted once.
 */
import { z } from 'zod/mini';

/** The one algorithm the server issues; the widget registers a worker for it alone. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    expiresAt: z.optional(z.number()),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** The solved challenge as the client sends it: base64 of the ALTCHA payload JSON. */
export const captchaSolutionSchema = z
  .string()
  .check(
    z.minLength(1, 'Complete the captcha first'),
    z.maxLength(4096, 'The captcha answer is too long'),
  );

export const CAPTCHA_FAILED_MESSAGE = 'The captcha check failed. Please try again.';
