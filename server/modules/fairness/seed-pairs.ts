/**
 * Seed pairs (design §8, Stake's scheme): the only source of the Originals' randomness. A
 * player has one active pair — a server seed drawn from the CSPRNG, shown only as its SHA-256
 * until rotated, the client seed and the next nonce. Each bet takes the next nonce inside its
 * own transaction; rotating reveals the pair and starts a new one, and a revealed pair is never
 * used again.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { seedPairs } from '@server/db/schema';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ActiveSeedPair, RevealedSeedPair } from '@/contracts/originals';
import { serverSeedHash } from '@/games';
import type { Tx } from '../wallet/ledger';

export type SeedPairRow = typeof seedPairs.$inferSelect;

/** How many revealed pairs the seeds view lists, newest first. */
export const PREVIOUS_PAIRS_SHOWN = 20;

/** The alphabet of a client seed the server makes for a player who never sent one. */
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 bytes from the CSPRNG, as the 64 hex characters the HMAC is keyed with. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A 15-character alphanumeric client seed (part 2 §5), unbiased (bytes ≥ 248 skipped). */
export function newClientSeed(): string {
  let seed = '';
  while (seed.length < 15) {
    for (const byte of randomBytes(32)) {
      if (byte < 248 && seed.length < 15) seed += ALPHANUMERIC[byte % 62];
    }
  }
  return seed;
}

function freshPair(userId: string, clientSeed: string) {
  const serverSeed = newServerSeed();
  return {
    id: randomUUID(),
    userId,
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed,
    nonce: 0,
  };
}

export const activeView = (row: SeedPairRow): ActiveSeedPair => ({
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
});

export const revealedView = (row: SeedPairRow): RevealedSeedPair => ({
  serverSeed: row.serverSeed,
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
  createdAt: row.createdAt.toISOString(),
  revealedAt: (row.revealedAt ?? row.createdAt).toISOString(),
});

/** The player's active pair, made (with `clientSeed`) when they have none. */
export async function activePair(
  db: Db | Tx,
  userId: string,
  clientSeed: string,
): Promise<SeedPairRow> {
  const [existing] = await db
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.userId, userId), isNull(seedPairs.revealedAt)));
  if (existing) return existing;
  // Two first bets at once: the partial unique index lets one insert win; both read it back.
  await db.insert(seedPairs).values(freshPair(userId, clientSeed)).onConflictDoNothing();
  const [made] = await db
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.userId, userId), isNull(seedPairs.revealedAt)));
  if (!made) throw new Error(`No active seed pair for ${userId}`);
  return made;
}

/**
 * Takes the active pair's next nonce for one bet, inside the bet's transaction: the pair's
 * row stays locked until it commits, so two bets never share a nonce and a rotation waits
 * for the bets already under way. Answers the pair as it was before (its nonce is the bet's).
 */
export async function takeNonce(tx: Tx, userId: string, clientSeed: string): Promise<SeedPairRow> {
  const take = () =>
    tx
      .update(seedPairs)
      .set({ nonce: sql`${seedPairs.nonce} + 1` })
      .where(and(eq(seedPairs.userId, userId), isNull(seedPairs.revealedAt)))
      .returning();
  let [taken] = await take();
  if (!taken) {
    // The player's first bet: make their pair, then take its first nonce the same way.
    await activePair(tx, userId, clientSeed);
    [taken] = await take();
  }
  if (!taken) throw new Error(`No active seed pair for ${userId}`);
  return { ...taken, nonce: taken.nonce - 1 };
}

export async function seedPairById(db: Db | Tx, id: string): Promise<SeedPairRow | null> {
  const [row] = await db.select().from(seedPairs).where(eq(seedPairs.id, id));
  return row ?? null;
}

export async function previousPairs(db: Db, userId: string): Promise<SeedPairRow[]> {
  return db
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.userId, userId), isNotNull(seedPairs.revealedAt)))
    .orderBy(desc(seedPairs.revealedAt))
    .limit(PREVIOUS_PAIRS_SHOWN);
}

/**
 * Reveals the active pair and starts a new one with `clientSeed`, in one transaction that
 * holds the old pair's row lock. Answers null when the player has no pair to reveal yet (a
 * new one is then simply made).
 */
export async function rotatePair(
  tx: Tx,
  userId: string,
  clientSeed: string,
  now: Date,
): Promise<{ revealed: SeedPairRow | null; active: SeedPairRow }> {
  const [revealed] = await tx
    .update(seedPairs)
    .set({ revealedAt: now })
    .where(and(eq(seedPairs.userId, userId), isNull(seedPairs.revealedAt)))
    .returning();
  const [active] = await tx.insert(seedPairs).values(freshPair(userId, clientSeed)).returning();
  if (!active) throw new Error('The new seed pair was not stored');
  return { revealed: revealed ?? null, active };
}
