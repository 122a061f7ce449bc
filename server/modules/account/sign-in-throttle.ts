/**
 * Failed sign-ins and password confirmations, counted in the database (so every process sees
 * the same counts) per key: the identifier typed at sign-in, the account, the client address,
 * a sign-in's second step, a signed-in player's confirmations. A key idle for its window
 * starts over (an account's free guesses: at every clock quarter hour).
 *
 * Past its free failures an address, a second step or a confirmation is locked for twice as
 * long as the time before, from 30 s up to 15 minutes. An account is never locked (its name is
 * public, so a lock would be a button anyone could press): past its free failures every try
 * on it needs a solved captcha instead (the account service asks). That is decided by the
 * identifier as typed (name or email, normalised as the lookup matches it), known or not, so
 * an email's answers never depend on guesses made through the name of the account it belongs
 * to; the account's own bound (2 x the identifier's) only counts free guesses, which its name
 * and email alone never exceed within a quarter hour, so it cannot tell either.
 * A try is counted before its secret is checked (`attempt`), and decided on the number it got,
 * so tries sent at once cannot all read the same count and slip past it. The keys and their
 * policies are in throttle-keys.ts.
 */

import type { Db } from '@server/db/client';
import { authFailures } from '@server/db/schema';
import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { accountErrors } from './account-errors';
import { lockDuration, type ThrottleKey, type ThrottlePolicy } from './throttle-keys';

/** What one try counted: its number on each key, and the lock it placed on any. */
interface Counted {
  count: number;
  placedLock: Date | null;
}

/** A try refused by a running lock (for `wait` ms more), or what it counted. */
type Reserved = { wait: number } | { counted: Map<string, Counted> };

/** The numbers of one try, counted before it was checked. */
export interface Tries {
  /** This try's number on the key within its window (1 is the first). */
  of(key: ThrottleKey): number;
  /** Whether this try is past the key's free failures. */
  pastFree(key: ThrottleKey): boolean;
}

/** Counts last touched before this started over. */
function windowStart(policy: ThrottlePolicy, now: Date): Date {
  const time = now.getTime();
  return new Date(policy.clockWindow ? time - (time % policy.windowMs) : time - policy.windowMs);
}

export function createSignInThrottle(db: Db) {
  /**
   * Counts one try on every key in one transaction: each row is locked (in key order, so two
   * tries never deadlock) and read, and the try is refused (429) when a key is locked, counting
   * nothing; else every key gets the try's number, and a key that reaches its free failures is
   * locked from now. Tries sent at once so wait for each other here and each gets its own
   * number, rather than all reading the same count before any failure is written.
   */
  async function count(keys: ThrottleKey[]): Promise<Map<string, Counted>> {
    const unique = [...new Map(keys.map((k) => [k.key, k])).values()].sort((a, b) =>
      a.key < b.key ? -1 : 1,
    );
    const outcome = await db.transaction(async (tx): Promise<Reserved> => {
      const now = new Date();
      const rows = [];
      for (const throttleKey of unique) {
        // A no-op update on conflict: it locks and returns the row whether it existed or not.
        const [row] = await tx
          .insert(authFailures)
          .values({ key: throttleKey.key, count: 0, firstAt: now, lastAt: now })
          .onConflictDoUpdate({ target: authFailures.key, set: { key: sql`excluded.key` } })
          .returning();
        if (!row) throw new Error(`auth_failures: no row for ${throttleKey.key}`);
        rows.push({ throttleKey, row });
      }
      const wait = Math.max(
        0,
        ...rows.map(({ row }) => (row.lockedUntil?.getTime() ?? 0) - now.getTime()),
      );
      if (wait > 0) return { wait };
      const counted = new Map<string, Counted>();
      for (const { throttleKey, row } of rows) {
        const startsOver = row.count === 0 || row.lastAt < windowStart(throttleKey.policy, now);
        const number = startsOver ? 1 : row.count + 1;
        const lock = lockDuration(number, throttleKey.policy);
        const placedLock = lock > 0 ? new Date(now.getTime() + lock) : null;
        await tx
          .update(authFailures)
          .set({
            count: number,
            firstAt: startsOver ? now : row.firstAt,
            lastAt: now,
            lockedUntil: placedLock,
          })
          .where(eq(authFailures.key, throttleKey.key));
        counted.set(throttleKey.key, { count: number, placedLock });
      }
      return { counted };
    });
    if ('wait' in outcome) throw accountErrors.tooManyAttempts(outcome.wait);
    return outcome.counted;
  }

  function triesOf(counted: Map<string, Counted>): Tries {
    const of = ({ key }: ThrottleKey) => {
      const found = counted.get(key);
      if (!found) throw new Error(`auth_failures: ${key} was not counted in this try`);
      return found.count;
    };
    return { of, pastFree: (key) => of(key) > key.policy.freeFailures };
  }

  /** A try that passed takes itself back: one less, and the lock it placed lifted. */
  async function giveBack(key: string, counted: Counted): Promise<void> {
    const lock = counted.placedLock;
    await db
      .update(authFailures)
      .set({
        count: sql`greatest(${authFailures.count} - 1, 0)`,
        lockedUntil: lock
          ? sql`case when ${authFailures.lockedUntil} = ${lock.toISOString()}::timestamptz then null else ${authFailures.lockedUntil} end`
          : sql`${authFailures.lockedUntil}`,
      })
      .where(eq(authFailures.key, key));
  }

  async function clear(keys: ThrottleKey[]): Promise<void> {
    if (keys.length === 0) return;
    await db.delete(authFailures).where(
      inArray(
        authFailures.key,
        keys.map((k) => k.key),
      ),
    );
  }

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
      const [row] = await db
        .select({ count: authFailures.count })
        .from(authFailures)
        .where(
          and(eq(authFailures.key, key), gte(authFailures.lastAt, windowStart(policy, new Date()))),
        );
      return row?.count ?? 0;
    },

    /**
     * Counts something that is never taken back (an email sent), first, so callers decide on
     * the number it got; 429 when a key is locked.
     */
    async count(keys: ThrottleKey[]): Promise<Tries> {
      return triesOf(await count(keys));
    },

    /**
     * One try of a secret under `keys`: counted first (429 when a key is locked, `check` not
     * run), then `check` runs with this try's numbers and throws to refuse. A refused try stays
     * counted; a passed one forgets the `forget` keys and is taken back from the others (an
     * address is not cleared by a success, else one known password would clear it for guesses
     * on every other account).
     */
    async attempt<T>(
      keys: ThrottleKey[],
      check: (tries: Tries) => Promise<T>,
      forget: ThrottleKey[] = [],
    ): Promise<T> {
      const counted = await count(keys);
      const value = await check(triesOf(counted));
      const forgotten = new Set(forget.map((k) => k.key));
      await clear(forget);
      for (const [key, one] of counted) {
        if (!forgotten.has(key)) await giveBack(key, one);
      }
      return value;
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

    clear,
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
