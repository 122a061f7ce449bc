/**
 * Recovery codes: ten 'xxxxx-xxxxx' codes handed out once when two-factor is turned on (or the
 * player asks for new ones), stored as SHA-256 hashes; each signs in once in place of a code.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '@server/db/client';
import { recoveryCodes } from '@server/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_PATTERN } from '@/contracts/auth';
import { RECOVERY_CODE_COUNT } from '@/contracts/two-factor';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function group(): string {
  let out = '';
  for (let i = 0; i < 5; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function newRecoveryCode(): string {
  return `${group()}-${group()}`;
}

function hashOf(code: string): string {
  return createHash('sha256').update(`recovery:${code}`).digest('hex');
}

export function isRecoveryCode(value: string): boolean {
  return RECOVERY_CODE_PATTERN.test(value);
}

export function createRecoveryCodesRepository(db: Db) {
  return {
    /** Replaces every earlier code of the user; returns the new ones (their only showing). */
    async replace(userId: string): Promise<string[]> {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx
          .insert(recoveryCodes)
          .values(codes.map((code) => ({ userId, codeHash: hashOf(code) })));
      });
      return codes;
    },

    /** True once for each unused code of the user. */
    async consume(userId: string, code: string): Promise<boolean> {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, hashOf(code.trim().toLowerCase())),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    },

    async remaining(userId: string): Promise<number> {
      const rows = await db
        .select({ id: recoveryCodes.id })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return rows.length;
    },

    async removeAll(userId: string): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },
  };
}

export type RecoveryCodesRepository = ReturnType<typeof createRecoveryCodesRepository>;
