/**
 * One-time codes and links sent by email (table email_codes): only a hash is stored, a new
 * code of a purpose replaces the user's earlier ones, each works once, until it expires, and
 * a short code dies after a few wrong tries. Hashes include the user id, so equal codes of
 * two players never share a hash.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '@server/db/client';
import { emailCodes } from '@server/db/schema';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

export type EmailCodePurpose = 'verifyEmail' | 'twoFactor' | 'twoFactorSetup';

function hashOf(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** Links carry 256 random bits, so their hash alone finds the row. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(`link:${token}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export function createEmailCodesRepository(db: Db) {
  async function issueHash(userId: string, purpose: EmailCodePurpose, hash: string, ttlMs: number) {
    await db
      .delete(emailCodes)
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)));
    await db.insert(emailCodes).values({
      userId,
      purpose,
      codeHash: hash,
      expiresAt: new Date(Date.now() + ttlMs),
    });
  }

  return {
    /** Stores a short code, replacing the user's earlier codes of the same purpose. */
    issueCode(userId: string, purpose: EmailCodePurpose, code: string, ttlMs: number) {
      return issueHash(userId, purpose, hashOf(userId, code), ttlMs);
    },

    issueLink(userId: string, purpose: EmailCodePurpose, token: string, ttlMs: number) {
      return issueHash(userId, purpose, linkTokenHash(token), ttlMs);
    },

    /** True once for the right code; a wrong one counts against the code's attempts. */
    async consumeCode(
      userId: string,
      purpose: EmailCodePurpose,
      code: string,
      maxAttempts: number,
    ): Promise<boolean> {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.userId, userId),
            eq(emailCodes.purpose, purpose),
            isNull(emailCodes.usedAt),
            gt(emailCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(emailCodes.id))
        .limit(1);
      if (!row || row.attempts >= maxAttempts) return false;
      if (!sameHash(row.codeHash, hashOf(userId, code))) {
        await db
          .update(emailCodes)
          .set({ attempts: sql`${emailCodes.attempts} + 1` })
          .where(eq(emailCodes.id, row.id));
        return false;
      }
      // The guard on usedAt and attempts makes two simultaneous uses count once.
      const used = await db
        .update(emailCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailCodes.id, row.id),
            isNull(emailCodes.usedAt),
            lt(emailCodes.attempts, maxAttempts),
          ),
        )
        .returning({ id: emailCodes.id });
      return used.length > 0;
    },

    /** The user a valid, unused link belongs to (and uses it up), or null. */
    async consumeLink(purpose: EmailCodePurpose, token: string): Promise<string | null> {
      const [row] = await db
        .update(emailCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailCodes.codeHash, linkTokenHash(token)),
            eq(emailCodes.purpose, purpose),
            isNull(emailCodes.usedAt),
            gt(emailCodes.expiresAt, new Date()),
          ),
        )
        .returning({ userId: emailCodes.userId });
      return row?.userId ?? null;
    },

    async removeAll(userId: string, purpose: EmailCodePurpose): Promise<void> {
      await db
        .delete(emailCodes)
        .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)));
    },
  };
}

export type EmailCodesRepository = ReturnType<typeof createEmailCodesRepository>;
