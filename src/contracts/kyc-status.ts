/**
 * GET /api/kyc/status: the player's four verification levels, what each needs, and the
 * operator's calls (review a level, set a player's required level).
 */
import { z } from 'zod/mini';
import { KYC_DOCUMENT_KINDS } from './kyc-documents';

export const KYC_STATUSES = ['not_started', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

const uploadedSchema = z.object({
  /** The operator downloads the file by it (GET /api/operator/kyc/:userName/documents/:id). */
  id: z.int(),
  fileName: z.string(),
  size: z.int(),
  uploadedAt: z.string(),
});

export const kycLevelStatusSchema = z.object({
  level: z.int(),
  status: z.enum(KYC_STATUSES),
  /** Why the reviewer refused it, when they did. */
  reason: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  /** True when the player may send it now: the level before is verified or pending. */
  open: z.boolean(),
  /** Levels 2–4 only; level 1 is the details form. */
  documents: z.array(
    z.object({
      kind: z.enum(KYC_DOCUMENT_KINDS),
      required: z.boolean(),
      uploaded: z.nullable(uploadedSchema),
    }),
  ),
});
export type KycLevelStatus = z.infer<typeof kycLevelStatusSchema>;

export const kycStatusSchema = z.object({
  /** The level the operator requires of this player (0: none). */
  overrideLevel: z.int(),
  levels: z.array(kycLevelStatusSchema),
});
export type KycStatusView = z.infer<typeof kycStatusSchema>;

const userNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** POST /api/operator/kyc/review. A refusal must say why: the player reads it. */
export const kycReviewBodySchema = z
  .object({
    userName: userNameSchema,
    level: z.int().check(z.minimum(1), z.maximum(4)),
    decision: z.enum(['verified', 'rejected']),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  })
  .check(
    z.refine((body) => body.decision === 'verified' || (body.reason ?? '') !== '', {
      message: 'A rejection needs a reason the player can act on',
      path: ['reason'],
    }),
  );
export type KycReviewBody = z.output<typeof kycReviewBodySchema>;

/** POST /api/operator/kyc/override: the level up to which the player must be verified. */
export const kycOverrideBodySchema = z.object({
  userName: userNameSchema,
  level: z.int().check(z.minimum(0), z.maximum(4)),
});
