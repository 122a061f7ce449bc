/**
 * The catalogue service (`app.catalogue`): the in-memory snapshot and everything answered from
 * it — essentials per region, a list's first page (a player's favorites' too), tags, games of
 * a tag or provider, one game, a random game — plus favorites and tag visits, which go to the
 * database. Operator changes go through here too, so none can forget to drop the snapshot and
 * the essentials built from it.
 */

import type { Db } from '@server/db/client';
import { favoritesSource } from '@/catalogue';
import type { Device, Essentials, ListHead } from '@/contracts/catalogue';
import {
  type GamePatch,
  loadSnapshot,
  readRevision,
  type TagPatch,
  updateGame,
  updateTag,
} from './catalogue-repository';
import { type EssentialsBody, encodeEssentials, essentialsFor, variantKey } from './essentials';
import { type ListHeadBody, listHeadOf, listSourceOf } from './list-head';
import { favoriteGameIds, recordTagVisit, setFavorite } from './players-repository';
import { type CatalogueGame, type CatalogueSnapshot, offeredIn } from './snapshot';

/** Who is asking: the region rules need the country; favorites need the player. */
export interface Viewer {
  country: string | null;
  userId: string | null;
}

export interface CatalogueService {
  snapshot(): Promise<CatalogueSnapshot>;
  /**
   * The full record of a visible game (region and device rules are the caller's: compare
   * `blacklist` and `devices`), or null when there is no such game or it is hidden.
   */
  findGame(identifier: string): Promise<CatalogueGame | null>;
  essentials(country: string | null): Promise<EssentialsBody>;
  /**
   * The first page of the list a key names (see list-head.ts) for the region and device, or
   * null when the key names no list of this catalogue.
   */
  listHead(key: string, country: string | null, device: Device): Promise<ListHeadBody | null>;
  /** The first page of the player's favorites list, as the client selects it from the essentials. */
  favoritesHead(userId: string, country: string | null, device: Device): Promise<ListHead>;
  /** Games offered to the viewer, sorted by the tag's priority (tag), popularity otherwise. */
  gamesOfTag(slug: string, viewer: Viewer, device: Device | null): Promise<CatalogueGame[] | null>;
  gamesOfProvider(
    slug: string,
    viewer: Viewer,
    device: Device | null,
  ): Promise<CatalogueGame[] | null>;
  /** The player's favorites offered to them, most recently added first. */
  favoriteGames(userId: string, viewer: Viewer, device: Device | null): Promise<CatalogueGame[]>;
  /**
   * Up to `limit` distinct random games playable on the device in the viewer's region, among
   * those launched at /game/{identifier} (no override link).
   */
  randomGames(viewer: Viewer, device: Device, limit: number): Promise<CatalogueGame[]>;
  favoritesAmong(userId: string, games: readonly CatalogueGame[]): Promise<Set<number>>;
  /** Null when the game does not exist or is hidden; otherwise the state now stored. */
  setFavorite(userId: string, identifier: string, favorite: boolean): Promise<boolean | null>;
  /** False when the tag does not exist. */
  recordTagVisit(userId: string, tagId: number): Promise<boolean>;
  updateTag(slug: string, patch: TagPatch): Promise<boolean>;
  updateGame(identifier: string, patch: GamePatch): Promise<boolean>;
  /** Drops the snapshot and every essentials body; the next read loads afresh. */
  invalidate(): void;
}

function playableOn(device: Device | null) {
  return (game: CatalogueGame) => device === null || game.devices.includes(device);
}

export interface CatalogueServiceOptions {
  /**
   * Called after every change made through this service, once the snapshot is dropped: the
   * plugin pushes `catalogueUpdated` so open apps refetch the essentials.
   */
  onChange?: () => void;
  /**
   * How often a read checks the catalogue's revision (one tiny query), so a change made
   * through another server process sharing the database shows here within that time.
   * Infinity: never (no other process can write the database).
   */
  revisionCheckMs?: number;
}

const REVISION_CHECK_MS = 5_000;
/**
 * List heads kept at most (regions × lists × devices; a related row per game makes thousands
 * possible): past it the kept ones are dropped and built again on demand (a few ms each).
 */
const MAX_LIST_HEADS = 4_000;

export function createCatalogueService(
  db: Db,
  options: CatalogueServiceOptions = {},
): CatalogueService {
  const checkEvery = options.revisionCheckMs ?? REVISION_CHECK_MS;
  const onChange = options.onChange ?? (() => {});
  let current: Promise<CatalogueSnapshot> | null = null;
  let loadedRevision = 0;
  let checkedAt = 0;
  let bodies = new Map<string, Promise<EssentialsBody>>();
  // Each region variant's essentials, and the list heads built from them.
  let offeredEssentials = new Map<string, Essentials>();
  let listHeads = new Map<string, ListHeadBody | null>();

  /** A region variant's essentials, built once per snapshot for its body and its list heads. */
  const essentialsOf = (snap: CatalogueSnapshot, variant: string): Essentials => {
    let offered = offeredEssentials.get(variant);
    if (!offered) {
      offered = essentialsFor(snap, variant === '*' ? null : variant);
      offeredEssentials.set(variant, offered);
    }
    return offered;
  };

  const invalidate = () => {
    current = null;
    bodies = new Map();
    offeredEssentials = new Map();
    listHeads = new Map();
  };
  const load = async (): Promise<CatalogueSnapshot> => {
    // The revision first: a change landing during the load is seen at the next check.
    loadedRevision = await readRevision(db);
    checkedAt = Date.now();
    return loadSnapshot(db);
  };
  const snapshot = async (): Promise<CatalogueSnapshot> => {
    if (current && Date.now() - checkedAt >= checkEvery) {
      checkedAt = Date.now();
      if ((await readRevision(db)) !== loadedRevision) invalidate();
    }
    if (!current) {
      const loading = load();
      current = loading;
      // A failed load must not stick: the next request tries again.
      loading.catch(() => {
        if (current === loading) current = null;
      });
    }
    return current;
  };
  const offered = (viewer: Viewer, device: Device | null) => {
    const onDevice = playableOn(device);
    return (game: CatalogueGame) => offeredIn(game, viewer.country) && onDevice(game);
  };

  return {
    snapshot,
    invalidate,
    async findGame(identifier) {
      const game = (await snapshot()).gameByIdentifier.get(identifier);
      return game?.visible ? game : null;
    },
    async essentials(country) {
      const snap = await snapshot();
      const key = variantKey(snap, country);
      let body = bodies.get(key);
      if (!body) {
        const building = encodeEssentials(essentialsOf(snap, key));
        body = building;
        const owner = bodies;
        owner.set(key, building);
        building.catch(() => owner.delete(key));
      }
      return body;
    },
    async listHead(key, country, device) {
      const snap = await snapshot();
      const variant = variantKey(snap, country);
      const cacheKey = `${variant}|${device}|${key}`;
      if (listHeads.has(cacheKey)) return listHeads.get(cacheKey) ?? null;
      const source = listSourceOf(snap, key);
      const head = source ? listHeadOf(essentialsOf(snap, variant), key, source, device) : null;
      if (listHeads.size >= MAX_LIST_HEADS) listHeads.clear();
      listHeads.set(cacheKey, head);
      return head;
    },
    async favoritesHead(userId, country, device) {
      const [snap, ids] = await Promise.all([snapshot(), favoriteGameIds(db, userId)]);
      const identifiers = ids.flatMap((id) => snap.gameById.get(id)?.identifier ?? []);
      const source = favoritesSource(identifiers);
      // Never cached: a player's list changes with every heart, and it is a handful of games.
      return listHeadOf(essentialsOf(snap, variantKey(snap, country)), source.key, source, device)
        .answer;
    },
    async gamesOfTag(slug, viewer, device) {
      const snap = await snapshot();
      const tag = snap.tagBySlug.get(slug);
      if (!tag) return null;
      return (snap.gamesByTag.get(tag.id) ?? []).filter(offered(viewer, device));
    },
    async gamesOfProvider(slug, viewer, device) {
      const snap = await snapshot();
      const provider = snap.providerBySlug.get(slug);
      if (!provider) return null;
      return (snap.gamesByProvider.get(provider.id) ?? []).filter(offered(viewer, device));
    },
    async favoriteGames(userId, viewer, device) {
      const [snap, ids] = await Promise.all([snapshot(), favoriteGameIds(db, userId)]);
      return ids
        .map((id) => snap.gameById.get(id))
        .filter((game): game is CatalogueGame => game !== undefined)
        .filter(offered(viewer, device));
    },
    async randomGames(viewer, device, limit) {
      // The client opens the pick at /game/{identifier}: games with a page of their own
      // (the house games) are not launched there, so they are not picked.
      const pool = (await snapshot()).games
        .filter(offered(viewer, device))
        .filter((game) => game.overrideLink === null);
      const picked: CatalogueGame[] = [];
      for (let i = 0; i < Math.min(limit, pool.length); i++) {
        const j = i + Math.floor(Math.random() * (pool.length - i));
        [pool[i], pool[j]] = [pool[j] as CatalogueGame, pool[i] as CatalogueGame];
        picked.push(pool[i] as CatalogueGame);
      }
      return picked;
    },
    async favoritesAmong(userId, games) {
      // A player has a handful of favorites and a list may hold thousands of games: read
      // theirs and intersect, rather than send thousands of ids to the database.
      const favorites = new Set(await favoriteGameIds(db, userId));
      return new Set(games.filter((game) => favorites.has(game.id)).map((game) => game.id));
    },
    async setFavorite(userId, identifier, favorite) {
      const game = (await snapshot()).gameByIdentifier.get(identifier);
      if (!game?.visible) return null;
      await setFavorite(db, userId, game.id, favorite);
      return favorite;
    },
    async recordTagVisit(userId, tagId) {
      if (!(await snapshot()).tagById.has(tagId)) return false;
      await recordTagVisit(db, userId, tagId);
      return true;
    },
    async updateTag(slug, patch) {
      const updated = await updateTag(db, slug, patch);
      if (updated) {
        invalidate();
        onChange();
      }
      return updated;
    },
    async updateGame(identifier, patch) {
      const updated = await updateGame(db, identifier, patch);
      if (updated) {
        invalidate();
        onChange();
      }
      return updated;
    },
  };
}
