/**
 * Single use of the OAuth dance's one-time tokens: spending one inserts its id, and a second
 * spend finds it there (the primary key decides, so two racing requests cannot both win).
 * Rows are only needed until the token would have expired anyway.
 */

import type { Db } from '@server/db/client';
import { identitySpentTokens } from '@server/db/schema';
import { lt, sql } from 'drizzle-orm';

export function createSpentTokensRepository(db: Db) {
  return {
    /** True when this call spent it; false when it was spent before. */
    async spend(id: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(identitySpentTokens)
        .values({ id, expiresAt })
        .onConflictDoNothing()
        .returning({ id: identitySpentTokens.id });
      return rows.length > 0;
    },

    async sweep(): Promise<void> {
      await db.delete(identitySpentTokens).where(lt(identitySpentTokens.expiresAt, sql`now()`));
    },
  };
}

export type SpentTokensRepository = ReturnType<typeof createSpentTokensRepository>;
