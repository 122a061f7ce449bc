/**
 * Writes the generated catalogue at first start, in one transaction: providers, tags, games
 * and tag links in batched inserts. A catalogue already present is left alone (the operator
 * may have changed it), which costs one query on every later start. Several processes starting
 * at once on PostgreSQL queue on an advisory lock, and the later ones find it written.
 */

import type { Db } from '@server/db/client';
import { gameProviders, games, gameTagGames, gameTags } from '@server/db/schema';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { bumpRevision } from './catalogue-repository';
import { type GeneratedCatalogue, generateCatalogue } from './generator/catalogue';

/** Rows per INSERT: 500 games × 15 columns stays far below PostgreSQL's 65,535 parameters. */
const GAME_BATCH = 500;
const LINK_BATCH = 5_000;

/** An id the batch before must have returned; a miss is a generator bug, not bad data. */
function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`catalogue seed: nothing inserted for ${key}`);
  return id;
}

/** Both drivers answer `{ rows }`; checked rather than cast. */
const insertedGames = z.object({
  rows: z.array(z.object({ id: z.coerce.number(), identifier: z.string() })),
});

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function catalogueIsSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: gameProviders.id }).from(gameProviders).limit(1);
  return rows.length > 0;
}

async function writeCatalogue(tx: Db, catalogue: GeneratedCatalogue): Promise<void> {
  const providerRows = await tx
    .insert(gameProviders)
    .values(catalogue.providers)
    .returning({ id: gameProviders.id, slug: gameProviders.slug });
  const providerId = new Map(providerRows.map((row) => [row.slug, row.id]));
  const tagRows = await tx
    .insert(gameTags)
    .values(catalogue.tags.map((tag, position) => ({ ...tag, position })))
    .returning({ id: gameTags.id, slug: gameTags.slug });
  const tagId = new Map(tagRows.map((row) => [row.slug, row.id]));

  // One JSON parameter per batch: embedded PGlite binds thousands of parameters slowly,
  // while PostgreSQL and PGlite both expand a JSON array with json_to_recordset quickly.
  const gameRows = catalogue.games.map(({ providerSlug, tags: _tags, ...game }) => ({
    ...game,
    providerId: idOf(providerId, providerSlug),
  }));
  const gameId = new Map<string, number>();
  for (const batch of chunks(gameRows, GAME_BATCH)) {
    const result = await tx.execute(sql`
      insert into ${games} (identifier, title, provider_id, category, devices, popularity,
        released_at, created_at, has_fun_mode, blacklist, aggregator, gid, iframe_subdomain,
        override_link)
      select identifier, title, "providerId", category, devices, popularity, "releasedAt",
        "createdAt", "hasFunMode", blacklist, aggregator, gid, "iframeSubdomain", "overrideLink"
      from json_to_recordset(${JSON.stringify(batch)}::json) as r(identifier text, title text,
        "providerId" integer, category text, devices text[], popularity double precision,
        "releasedAt" timestamptz, "createdAt" timestamptz, "hasFunMode" boolean,
        blacklist text[], aggregator text, gid text, "iframeSubdomain" text,
        "overrideLink" text)
      returning id, identifier`);
    for (const row of insertedGames.parse(result).rows) gameId.set(row.identifier, row.id);
  }

  const links = catalogue.games.flatMap((game) =>
    Object.entries(game.tags).map(([slug, priority]) => ({
      tagId: idOf(tagId, slug),
      gameId: idOf(gameId, game.identifier),
      priority,
    })),
  );
  for (const batch of chunks(links, LINK_BATCH)) {
    await tx.execute(sql`
      insert into ${gameTagGames} (tag_id, game_id, priority)
      select "tagId", "gameId", priority
      from json_to_recordset(${JSON.stringify(batch)}::json)
        as r("tagId" integer, "gameId" integer, priority integer)`);
  }
}

/** Seeds the catalogue when the database has none; true when it wrote it. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  if (await catalogueIsSeeded(db)) return false;
  const catalogue = generateCatalogue();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('catalogue:seed', 0))`);
    if (await catalogueIsSeeded(tx)) return false;
    await writeCatalogue(tx, catalogue);
    await bumpRevision(tx);
    return true;
  });
}
