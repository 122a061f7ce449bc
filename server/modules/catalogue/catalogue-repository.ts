/**
 * Reads the catalogue tables into a snapshot (four queries, whatever the catalogue's size) and
 * writes the operator's changes to tags and games, each counted in the catalogue's revision.
 */

import type { Db } from '@server/db/client';
import { catalogueRevision, gameProviders, games, gameTagGames, gameTags } from '@server/db/schema';
import { asc, eq, sql } from 'drizzle-orm';
import {
  type CatalogueGame,
  type CatalogueSnapshot,
  type CatalogueTag,
  indexSnapshot,
} from './snapshot';

export async function loadSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const [providerRows, tagRows, gameRows, linkRows] = await Promise.all([
    db.select().from(gameProviders).orderBy(asc(gameProviders.name)),
    db.select().from(gameTags).orderBy(asc(gameTags.position), asc(gameTags.id)),
    db.select().from(games).orderBy(asc(games.id)),
    db.select().from(gameTagGames),
  ]);
  const providerById = new Map(providerRows.map((row) => [row.id, row]));
  const tagById = new Map(tagRows.map((row) => [row.id, row]));
  const linksByGame = new Map<number, { tag: CatalogueTag; priority: number }[]>();
  for (const link of linkRows) {
    const tag = tagById.get(link.tagId);
    if (!tag) continue;
    const list = linksByGame.get(link.gameId) ?? [];
    list.push({ tag, priority: link.priority });
    linksByGame.set(link.gameId, list);
  }
  const catalogueGames = gameRows.flatMap((row): CatalogueGame[] => {
    const provider = providerById.get(row.providerId);
    if (!provider) return [];
    const { providerId: _providerId, ...game } = row;
    const tags = (linksByGame.get(row.id) ?? []).sort(
      (a, b) => a.tag.position - b.tag.position || a.tag.id - b.tag.id,
    );
    return [{ ...game, provider, tags }];
  });
  return indexSnapshot(catalogueGames, tagRows, providerRows);
}

/** Runs one write that returns the rows it changed; counts it in the revision when any. */
async function countedChange(db: Db, write: (tx: Db) => Promise<unknown[]>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = (await write(tx)).length > 0;
    if (changed) await bumpRevision(tx);
    return changed;
  });
}

export type TagPatch = Partial<Pick<CatalogueTag, 'title' | 'pageSize' | 'showOnHomepage'>>;

/** False when no tag has that slug. */
export function updateTag(db: Db, slug: string, patch: TagPatch): Promise<boolean> {
  return countedChange(db, (tx) =>
    tx.update(gameTags).set(patch).where(eq(gameTags.slug, slug)).returning({ id: gameTags.id }),
  );
}

export interface GamePatch extends Partial<Pick<CatalogueGame, 'blacklist' | 'visible'>> {
  /** Countries to add to, or take from, the blacklist as stored (not a snapshot's copy). */
  block?: readonly string[];
  unblock?: readonly string[];
}

/** False when no game has that identifier. */
export function updateGame(
  db: Db,
  identifier: string,
  { block, unblock, ...patch }: GamePatch,
): Promise<boolean> {
  const byIdentifier = eq(games.identifier, identifier);
  return countedChange(db, async (tx) => {
    if (block || unblock) {
      // Locked until the transaction ends: a change made meanwhile is merged, not lost.
      const [row] = await tx
        .select({ blacklist: games.blacklist })
        .from(games)
        .where(byIdentifier)
        .for('update');
      if (!row) return [];
      const countries = new Set([...(patch.blacklist ?? row.blacklist), ...(block ?? [])]);
      for (const code of unblock ?? []) countries.delete(code);
      patch.blacklist = [...countries].sort();
    }
    return tx.update(games).set(patch).where(byIdentifier).returning({ id: games.id });
  });
}

/** The catalogue's revision; 0 before the seed wrote one. */
export async function readRevision(db: Db): Promise<number> {
  const [row] = await db
    .select({ revision: catalogueRevision.revision })
    .from(catalogueRevision)
    .where(eq(catalogueRevision.id, 1));
  return row?.revision ?? 0;
}

/** Counts one change; called inside the transaction that makes it. */
export async function bumpRevision(db: Db): Promise<void> {
  await db
    .insert(catalogueRevision)
    .values({ id: 1, revision: 1 })
    .onConflictDoUpdate({
      target: catalogueRevision.id,
      set: { revision: sql`${catalogueRevision.revision} + 1`, updatedAt: sql`now()` },
    });
}
