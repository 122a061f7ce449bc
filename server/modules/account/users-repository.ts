/**
 * Reads and writes the users table. Names and emails are matched case-insensitively through
 * the lower() unique indexes; a race between two sign-ups with the same name ends in the
 * index refusing the second insert, reported as `taken`.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { type StoredTracking, users } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';

export type UserRow = typeof users.$inferSelect;

/** Closed by its player (spec part 1 'accountClose'): for good, or until `closedUntil`. */
export function isAccountClosed(user: UserRow, now = new Date()): boolean {
  return user.closedAt !== null && (user.closedUntil === null || user.closedUntil > now);
}

export interface NewUser {
  name: string;
  email: string;
  /** Null for a player made through an identity provider. */
  passwordHash: string | null;
  locale?: string | null;
  referredBy?: string | null;
  tracking?: StoredTracking;
  rules?: string[];
  isChatMod?: boolean;
  isChatDev?: boolean;
  emailVerified?: boolean;
  mustSetName?: boolean;
}

/** Postgres unique_violation, with the index that refused. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const code = (cause as { code?: unknown })?.code;
  if (code !== '23505') return null;
  const constraint = (cause as { constraint?: unknown }).constraint;
  const detail = String((cause as { detail?: unknown }).detail ?? '');
  return typeof constraint === 'string' ? constraint : detail;
}

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findByName(name: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.name}) = ${name.trim().toLowerCase()}`);
      return row ?? null;
    },

    /** A sign-in identifier: an email when it has an @, else a username. */
    async findByIdentifier(identifier: string): Promise<UserRow | null> {
      const value = identifier.trim().toLowerCase();
      const column = value.includes('@') ? users.email : users.name;
      const [row] = await db.select().from(users).where(sql`lower(${column}) = ${value}`);
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row ?? null;
    },

    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const row = await this.findByName(name);
      return row !== null && row.id !== exceptId;
    },

    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row !== undefined && row.id !== exceptId;
    },

    async create(input: NewUser): Promise<{ user: UserRow } | { taken: 'name' | 'email' }> {
      try {
        const [row] = await db
          .insert(users)
          .values({
            id: randomUUID(),
            ...input,
            name: input.name.trim(),
            email: input.email.trim(),
          })
          .returning();
        if (!row) throw new Error('users: insert returned nothing');
        return { user: row };
      } catch (error) {
        const index = uniqueViolation(error);
        if (index === null) throw error;
        return { taken: index.includes('email') ? 'email' : 'name' };
      }
    },

    /** Undoes a creation that could not be completed (cascades to its sessions). */
    async remove(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
      try {
        const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
        return row ?? null;
      } catch (error) {
        if (uniqueViolation(error) !== null) return null;
        throw error;
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
