/**
 * Module kyc: identity verification levels 1–4 per player (part 2 §4 'Identity
 * verification'). This file reads and writes the per-level state the account carries.
 */

import type { Db } from '@server/db/client';
import { kycLevels } from '@server/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { User } from '@/contracts/user';

export type KycLevelRow = typeof kycLevels.$inferSelect;
export type KycRowStatus = 'pending' | 'verified' | 'rejected';

/** Levels 1–4, each verified, pending or neither (never submitted, or rejected). */
export async function kycOf(db: Db, userId: string): Promise<User['kyc']> {
  const rows = await levelRowsOf(db, userId);
  const country = rows.find((r) => r.level === 1)?.data.country;
  return {
    addressCountry: typeof country === 'string' ? country : null,
    validationResults: [1, 2, 3, 4].map((level) => {
      const row = rows.find((r) => r.level === level);
      return {
        level,
        verified: row?.status === 'verified',
        pending: row?.status === 'pending',
        rejectedReason: row?.status === 'rejected' ? (row.reason ?? null) : null,
      };
    }),
  };
}

export function levelRowsOf(db: Db, userId: string): Promise<KycLevelRow[]> {
  return db.select().from(kycLevels).where(eq(kycLevels.userId, userId));
}

export interface LevelSubmission {
  userId: string;
  level: number;
  status: KycRowStatus;
  data: Record<string, unknown>;
  /** Set when the submission is decided at once (level 1 is accepted when valid). */
  reviewedAt: Date | null;
}

/** A new submission replaces the earlier (rejected) one of that level. */
export async function submitLevel(db: Db, submission: LevelSubmission): Promise<void> {
  const values = { ...submission, reason: null, submittedAt: new Date() };
  await db
    .insert(kycLevels)
    .values(values)
    .onConflictDoUpdate({
      target: [kycLevels.userId, kycLevels.level],
      set: {
        status: values.status,
        data: values.data,
        reason: null,
        submittedAt: values.submittedAt,
        reviewedAt: values.reviewedAt,
      },
    });
}

/** The operator's decision; false when nothing was ever submitted for that level. */
export async function reviewLevel(
  db: Db,
  userId: string,
  level: number,
  decision: 'verified' | 'rejected',
  reason: string | null,
): Promise<boolean> {
  const updated = await db
    .update(kycLevels)
    // The database's clock, like the documents' created_at it is compared with.
    .set({ status: decision, reason, reviewedAt: sql`now()` })
    .where(and(eq(kycLevels.userId, userId), eq(kycLevels.level, level)))
    .returning({ level: kycLevels.level });
  return updated.length > 0;
}
