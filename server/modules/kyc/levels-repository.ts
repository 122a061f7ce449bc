/**
 * Module kyc: identity verification levels 1–4 per player (part 2 §4 'Identity
 * verification'). This file reads the per-level state the account carries.
 */
import { eq } from 'drizzle-orm';
import type { User } from '@/contracts/user';
import type { Db } from '../../db/client';
import { kycLevels } from '../../db/schema';

/** Levels 1–4, each verified, pending or neither (never submitted, or rejected). */
export async function kycOf(db: Db, userId: string): Promise<User['kyc']> {
  const rows = await db.select().from(kycLevels).where(eq(kycLevels.userId, userId));
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
