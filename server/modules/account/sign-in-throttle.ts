/**
 * Growing delays after failed sign-ins, counted per account and per client IP in the database
 * (so every process sees the same counts). Five failures in a row are allowed; from then on
 * each further failure locks the key for twice as long as the one before, from 30 s up to 15
 * minutes. A key idle for the window starts over. An account is one key whichever identifier
 * (name or email) named it; an unknown identifier is counted exactly like a real one under its
 * normalised form, so the answers cannot tell them apart.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authFailures } from '../../db/schema';

export interface ThrottlePolicy {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  windowMs: number;
  firstLockMs: number;
  maxLockMs: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
};

/** An address is shared by households and offices, so it gets more room. */
export const IP_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  windowMs: 15 * 60_000,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
};

export function lockDuration(count: number, policy: ThrottlePolicy): number {
  if (count < policy.freeFailures) return 0;
  const doublings = count - policy.freeFailures;
  return Math.min(policy.maxLockMs, policy.firstLockMs * 2 ** Math.min(doublings, 20));
}

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/**
 * The account the identifier names (by its id, so its name and its email share one count), or
 * the identifier itself when it names none, trimmed and lowercased as the lookup matches it.
 */
export function accountKey(userId: string | null, identifier: string): ThrottleKey {
  const key = userId ? `account:${userId}` : `unknown:${identifier.trim().toLowerCase()}`;
  return { key, policy: ACCOUNT_POLICY };
}

/** Wrong second-factor codes of a sign-in that got past the password. */
export function secondFactorKey(userId: string): ThrottleKey {
  return { key: `2fa:${userId}`, policy: ACCOUNT_POLICY };
}

/** Wrong passwords (or codes) given to confirm a change while signed in. */
export function reauthKey(userId: string): ThrottleKey {
  return { key: `reauth:${userId}`, policy: ACCOUNT_POLICY };
}

export function ipKey(ip: string): ThrottleKey {
  return { key: `ip:${ip}`, policy: IP_POLICY };
}

export function createSignInThrottle(db: Db) {
  return {
    /** Milliseconds until these keys may try again; 0 when none is locked. */
    async retryAfter(keys: ThrottleKey[]): Promise<number> {
      const rows = await db
        .select({ lockedUntil: authFailures.lockedUntil })
        .from(authFailures)
        .where(
          inArray(
            authFailures.key,
            keys.map((k) => k.key),
          ),
        );
      const now = Date.now();
      return Math.max(0, ...rows.map((row) => (row.lockedUntil?.getTime() ?? 0) - now));
    },

    async recordFailure(keys: ThrottleKey[]): Promise<void> {
      for (const { key, policy } of keys) {
        const windowStart = new Date(Date.now() - policy.windowMs);
        const [row] = await db
          .insert(authFailures)
          .values({ key, count: 1 })
          .onConflictDoUpdate({
            target: authFailures.key,
            set: {
              count: sql`case when ${authFailures.lastAt} < ${windowStart} then 1 else ${authFailures.count} + 1 end`,
              firstAt: sql`case when ${authFailures.lastAt} < ${windowStart} then now() else ${authFailures.firstAt} end`,
              lastAt: sql`now()`,
            },
          })
          .returning({ count: authFailures.count });
        const lock = lockDuration(row?.count ?? 1, policy);
        if (lock > 0) {
          await db
            .update(authFailures)
            .set({ lockedUntil: new Date(Date.now() + lock) })
            .where(eq(authFailures.key, key));
        }
      }
    },

    async clear(keys: ThrottleKey[]): Promise<void> {
      await db.delete(authFailures).where(
        inArray(
          authFailures.key,
          keys.map((k) => k.key),
        ),
      );
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
