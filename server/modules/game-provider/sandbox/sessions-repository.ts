/**
 * The sandbox provider's sessions and rounds (db/schema/game-provider.ts). Fun mode's play
 * money changes by one conditional update, so two spins at once can never take it below zero.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { gameRounds, gameSessions, type StoredWinLine } from '@server/db/schema';
import { and, eq, gte, lt, sql } from 'drizzle-orm';

export type GameSessionRow = typeof gameSessions.$inferSelect;

/** 32 random bytes: the play page's address is the session's only key. */
export const newSessionId = () => `gs_${randomBytes(24).toString('base64url')}`;

export interface NewRound {
  id: string;
  sessionId: string;
  bet: bigint;
  win: bigint;
  stops: number[];
  lines: StoredWinLine[];
}

export const SESSION_ID_PATTERN = /^gs_[A-Za-z0-9_-]{32}$/;

export function createSessionsRepository(db: Db) {
  return {
    async insert(row: typeof gameSessions.$inferInsert): Promise<GameSessionRow> {
      const [created] = await db.insert(gameSessions).values(row).returning();
      if (!created) throw new Error('game session insert returned nothing');
      return created;
    },

    async find(id: string): Promise<GameSessionRow | null> {
      const [row] = await db.select().from(gameSessions).where(eq(gameSessions.id, id));
      return row ?? null;
    },

    /**
     * A fun spin: takes the stake and pays the win from the play money and records the round,
     * together; null (and nothing written) when the play money is short.
     */
    async settleFunRound(round: NewRound): Promise<bigint | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(gameSessions)
          .set({ funBalance: sql`${gameSessions.funBalance} - ${round.bet} + ${round.win}` })
          .where(and(eq(gameSessions.id, round.sessionId), gte(gameSessions.funBalance, round.bet)))
          .returning({ funBalance: gameSessions.funBalance });
        if (!row) return null;
        await tx.insert(gameRounds).values({ ...round, status: 'settled', settledAt: new Date() });
        return row.funBalance;
      });
    },

    async resetFun(id: string, amount: bigint): Promise<void> {
      await db.update(gameSessions).set({ funBalance: amount }).where(eq(gameSessions.id, id));
    },

    /** A real round before its stake is taken: 'open' until the wallet has answered. */
    async insertOpenRound(round: NewRound): Promise<void> {
      await db.insert(gameRounds).values({ ...round, status: 'open' });
    },

    /** Real rounds still 'open' since before `before`: their settlement was interrupted. */
    async strandedRounds(before: Date, limit: number) {
      return db
        .select({ id: gameRounds.id, win: gameRounds.win, token: gameSessions.operatorToken })
        .from(gameRounds)
        .innerJoin(gameSessions, eq(gameSessions.id, gameRounds.sessionId))
        .where(and(eq(gameRounds.status, 'open'), lt(gameRounds.createdAt, before)))
        .orderBy(gameRounds.createdAt)
        .limit(limit);
    },

    async finishRound(id: string, status: 'settled' | 'refused' | 'rolledBack'): Promise<void> {
      await db
        .update(gameRounds)
        .set({ status, settledAt: new Date() })
        .where(eq(gameRounds.id, id));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
