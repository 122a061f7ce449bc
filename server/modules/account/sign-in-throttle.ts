/**
 * Failed sign-ins and password confirmations, counted in the database (so every process sees
 * the same counts) per key: the account, the client address, a sign-in's second step, a
 * signed-in player's confirmations. A key idle for its window starts over.
 *
 * Past its free failures an address, a second step or a confirmation is locked for twice as
 * long as the time before, from 30 s up to 15 minutes. An account is never locked (its name is
 * public, so a lock would be a button anyone could press): past its free failures every try
 * on it needs a solved captcha instead (the account service asks). An account is one key
 * whichever identifier (name or email) named it; an unknown identifier is counted exactly like
 * a real one under its normalised form, so the answers cannot tell them apart.
 */

import type { Db } from '@server/db/client';
import { authFailures } from '@server/db/schema';
import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';

export interface ThrottlePolicy {
  /** Failures allowed before the first lock (or, for an account, before the captcha). */
  freeFailures: number;
  windowMs: number;
  /** Growing locks past the free failures; null never locks. */
  lock: { firstMs: number; maxMs: number } | null;
}

const WINDOW_MS = 15 * 60_000;
const GROWING_LOCK = { firstMs: 30_000, maxMs: 15 * 60_000 } as const;

/** What an operator tunes (SIGNIN_CAPTCHA_AFTER_FAILURES, SIGNIN_FAILURES_PER_IP). */
export interface SignInLimits {
  captchaAfterFailures: number;
  failuresPerAddress: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  captchaAfterFailures: 5,
  failuresPerAddress: 20,
};

/**
 * A second factor or a confirmation is only reachable with the password or a session, so a
 * lock there is no button for strangers.
 */
export const LOCKING_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  windowMs: WINDOW_MS,
  lock: GROWING_LOCK,
};

export function lockDuration(count: number, policy: ThrottlePolicy): number {
  if (!policy.lock || count < policy.freeFailures) return 0;
  const doublings = count - policy.freeFailures;
  return Math.min(policy.lock.maxMs, policy.lock.firstMs * 2 ** Math.min(doublings, 20));
}

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/**
 * The account the identifier names (by its id, so its name and its email share one count), or
 * the identifier itself when it names none, trimmed and lowercased as the lookup matches it.
 */
export function accountKey(
  userId: string | null,
  identifier: string,
  limits: SignInLimits,
): ThrottleKey {
  const key = userId ? `account:${userId}` : `unknown:${identifier.trim().toLowerCase()}`;
  return {
    key,
    policy: { freeFailures: limits.captchaAfterFailures, windowMs: WINDOW_MS, lock: null },
  };
}

/** An address is shared by households and offices, so it gets more room. */
export function ipKey(ip: string, limits: SignInLimits): ThrottleKey {
  return {
    key: `ip:${ip}`,
    policy: { freeFailures: limits.failuresPerAddress, windowMs: WINDOW_MS, lock: GROWING_LOCK },
  };
}

/** Wrong second-factor codes of a sign-in that got past the password. */
export function secondFactorKey(userId: string): ThrottleKey {
  return { key: `2fa:${userId}`, policy: LOCKING_POLICY };
}

/** Wrong passwords (or codes) given to confirm a change while signed in. */
export function reauthKey(userId: string): ThrottleKey {
  return { key: `reauth:${userId}`, policy: LOCKING_POLICY };
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

    /** Failures counted for the key within its window. */
    async failures({ key, policy }: ThrottleKey): Promise<number> {
      const windowStart = new Date(Date.now() - policy.windowMs);
      const [row] = await db
        .select({ count: authFailures.count })
        .from(authFailures)
        .where(and(eq(authFailures.key, key), gte(authFailures.lastAt, windowStart)));
      return row?.count ?? 0;
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

    /**
     * Forgets keys idle for `idleMs` (longer than any policy's window) and no longer locked:
     * unknown identifiers and sign-up addresses would otherwise pile up.
     */
    async sweep(idleMs: number): Promise<number> {
      const now = new Date();
      const removed = await db
        .delete(authFailures)
        .where(
          and(
            lt(authFailures.lastAt, new Date(now.getTime() - idleMs)),
            or(isNull(authFailures.lockedUntil), lt(authFailures.lockedUntil, now)),
          ),
        )
        .returning({ key: authFailures.key });
      return removed.length;
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
