/**
 * Server-side sessions: created at sign-in, found (and renewed) per request, listed for the
 * security page, ended one by one or all at once. Idle and absolute limits are checked here,
 * so an expired row never authenticates even before it is swept.
 */

import type { Db } from '@server/db/client';
import { sessions } from '@server/db/schema';
import { and, desc, eq, lt, ne, or } from 'drizzle-orm';
import { newPublicId, newSessionToken, sha256Hex, socketTokenOf } from './session-tokens';

export type SessionStage = 'active' | 'twoFactor';

export interface SessionRecord {
  id: string;
  tokenHash: string;
  userId: string;
  stage: SessionStage;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  reauthUntil: Date | null;
  previousSignInAt: Date | null;
  ip: string | null;
  userAgent: string | null;
}

export interface SessionLimits {
  idleMs: number;
  maxAgeMs: number;
}

/** A password-verified sign-in waits this long at most for its second factor. */
export const TWO_FACTOR_STAGE_MS = 10 * 60_000;
/** Renewing lastSeenAt on every request would write per request; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

export interface NewSession {
  userId: string;
  stage: SessionStage;
  ip: string | null;
  userAgent: string | null;
  previousSignInAt?: Date | null;
  /** A fresh sign-in counts as re-authentication for a few minutes. */
  reauthForMs?: number;
}

export function createSessionsRepository(db: Db, limits: SessionLimits) {
  let endings = 0;
  /** After each deletion has committed: a check read before it is stale now. */
  const ended = <T>(result: T): T => {
    endings += 1;
    return result;
  };
  function isAlive(row: SessionRecord, now: number): boolean {
    return row.expiresAt.getTime() > now && row.lastSeenAt.getTime() + limits.idleMs > now;
  }

  return {
    /** Returns the cookie token (shown once, never stored) and the record. */
    async create(input: NewSession): Promise<{ token: string; session: SessionRecord }> {
      const token = newSessionToken();
      const now = Date.now();
      const lifetime = input.stage === 'twoFactor' ? TWO_FACTOR_STAGE_MS : limits.maxAgeMs;
      const [row] = await db
        .insert(sessions)
        .values({
          tokenHash: sha256Hex(token),
          id: newPublicId(),
          socketTokenHash: sha256Hex(socketTokenOf(token)),
          userId: input.userId,
          stage: input.stage,
          expiresAt: new Date(now + lifetime),
          reauthUntil: input.reauthForMs ? new Date(now + input.reauthForMs) : null,
          previousSignInAt: input.previousSignInAt ?? null,
          ip: input.ip,
          userAgent: input.userAgent?.slice(0, 300) ?? null,
        })
        .returning();
      if (!row) throw new Error('sessions: insert returned nothing');
      return { token, session: row as SessionRecord };
    },

    /** The live session of a cookie token, renewed; null when unknown or expired. */
    async findByToken(token: string): Promise<SessionRecord | null> {
      return findLive(eq(sessions.tokenHash, sha256Hex(token)));
    },

    async findBySocketToken(socketToken: string): Promise<SessionRecord | null> {
      return findLive(eq(sessions.socketTokenHash, sha256Hex(socketToken)));
    },

    async listForUser(userId: string): Promise<SessionRecord[]> {
      const rows = (await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.stage, 'active')))
        .orderBy(desc(sessions.lastSeenAt))) as SessionRecord[];
      const now = Date.now();
      return rows.filter((row) => isAlive(row, now));
    },

    /**
     * How many times this process has ended sessions: "this session is active", read while it
     * stood at some value, may be trusted for a moment as long as it has not moved.
     */
    get endings(): number {
      return endings;
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      ended(await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)));
    },

    /** Ends one of the user's sessions by its public id; false when it is not theirs. */
    async deleteById(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
        .returning({ id: sessions.id });
      return ended(deleted.length > 0);
    },

    /** Every session of the user, or every one but `keepTokenHash`. Returns how many ended. */
    async deleteAllForUser(userId: string, keepTokenHash?: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(
          keepTokenHash
            ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
            : eq(sessions.userId, userId),
        )
        .returning({ id: sessions.id });
      return ended(deleted.length);
    },

    async markReauthenticated(tokenHash: string, forMs: number): Promise<void> {
      await db
        .update(sessions)
        .set({ reauthUntil: new Date(Date.now() + forMs) })
        .where(eq(sessions.tokenHash, tokenHash));
    },

    /** Removes expired rows; called now and then, correctness never depends on it. */
    async sweep(): Promise<void> {
      const now = new Date();
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, now),
            lt(sessions.lastSeenAt, new Date(now.getTime() - limits.idleMs)),
          ),
        );
    },
  };

  async function findLive(where: ReturnType<typeof eq>): Promise<SessionRecord | null> {
    const [row] = (await db.select().from(sessions).where(where)) as SessionRecord[];
    const now = Date.now();
    if (!row || !isAlive(row, now)) return null;
    if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.tokenHash, row.tokenHash));
      row.lastSeenAt = new Date(now);
    }
    return row;
  }
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
