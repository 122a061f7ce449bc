/**
 * Reads and writes linked_identities: which player a provider account signs in as. The
 * primary key (provider, unique id) keeps a provider account on one player, and the unique
 * (user, provider) index keeps a player to one account per provider; a race is reported as
 * `taken` rather than an error.
 */

import type { Db } from '@server/db/client';
import { linkedIdentities } from '@server/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { IdentityProviderId } from '@/contracts/identity';
import { uniqueViolation } from '../account/users-repository';

export type LinkedIdentityRow = typeof linkedIdentities.$inferSelect;

export interface NewLink {
  provider: IdentityProviderId;
  uniqueId: string;
  userId: string;
  email: string | null;
}

export function createLinkedIdentitiesRepository(db: Db) {
  return {
    async find(provider: IdentityProviderId, uniqueId: string): Promise<LinkedIdentityRow | null> {
      const [row] = await db
        .select()
        .from(linkedIdentities)
        .where(
          and(eq(linkedIdentities.provider, provider), eq(linkedIdentities.uniqueId, uniqueId)),
        );
      return row ?? null;
    },

    listForUser(userId: string): Promise<LinkedIdentityRow[]> {
      return db
        .select()
        .from(linkedIdentities)
        .where(eq(linkedIdentities.userId, userId))
        .orderBy(asc(linkedIdentities.createdAt));
    },

    async link(input: NewLink): Promise<'linked' | 'taken'> {
      try {
        await db.insert(linkedIdentities).values(input);
        return 'linked';
      } catch (error) {
        if (uniqueViolation(error) === null) throw error;
        return 'taken';
      }
    },

    async unlink(userId: string, provider: IdentityProviderId): Promise<boolean> {
      const rows = await db
        .delete(linkedIdentities)
        .where(and(eq(linkedIdentities.userId, userId), eq(linkedIdentities.provider, provider)))
        .returning({ userId: linkedIdentities.userId });
      return rows.length > 0;
    },
  };
}

export type LinkedIdentitiesRepository = ReturnType<typeof createLinkedIdentitiesRepository>;
