/**
 * The catalogue as the server holds it in memory: every game with its provider and tags,
 * indexed for the lookups the routes and resolvers make. Loaded once from the database and
 * replaced whole when the operator changes the catalogue, so reads never wait on a query.
 */
import type { Device, GameCategory } from '@/contracts/catalogue';

export interface CatalogueTag {
  id: number;
  slug: string;
  title: string;
  pageSize: number;
  showOnHomepage: boolean;
  excludeFromTags: boolean;
  position: number;
}

export interface CatalogueProvider {
  id: number;
  slug: string;
  name: string;
}

/** The full record of one game: what findGame returns and every answer is built from. */
export interface CatalogueGame {
  id: number;
  identifier: string;
  title: string;
  provider: CatalogueProvider;
  category: GameCategory;
  devices: Device[];
  popularity: number;
  releasedAt: Date;
  createdAt: Date;
  hasFunMode: boolean;
  /** ISO 3166-1 alpha-2 codes, uppercase. */
  blacklist: string[];
  aggregator: string;
  gid: string;
  iframeSubdomain: string | null;
  overrideLink: string | null;
  /** False: hidden from every list and lookup; kept for favorites pointing at it. */
  visible: boolean;
  /** Tags in GameTags order, with this game's priority in each. */
  tags: { tag: CatalogueTag; priority: number }[];
}

export interface CatalogueSnapshot {
  /** Visible and hidden games, by id. */
  games: readonly CatalogueGame[];
  tags: readonly CatalogueTag[];
  providers: readonly CatalogueProvider[];
  gameByIdentifier: ReadonlyMap<string, CatalogueGame>;
  gameById: ReadonlyMap<number, CatalogueGame>;
  tagBySlug: ReadonlyMap<string, CatalogueTag>;
  tagById: ReadonlyMap<number, CatalogueTag>;
  providerBySlug: ReadonlyMap<string, CatalogueProvider>;
  /** Every country at least one game is barred in. */
  barredCountries: ReadonlySet<string>;
}

/** Whether a visitor from `country` (null: unknown) may see the game at all. */
export function offeredIn(game: CatalogueGame, country: string | null): boolean {
  return game.visible && (country === null || !game.blacklist.includes(country));
}

export function indexSnapshot(
  games: CatalogueGame[],
  tags: CatalogueTag[],
  providers: CatalogueProvider[],
): CatalogueSnapshot {
  return {
    games,
    tags,
    providers,
    gameByIdentifier: new Map(games.map((game) => [game.identifier, game])),
    gameById: new Map(games.map((game) => [game.id, game])),
    tagBySlug: new Map(tags.map((tag) => [tag.slug, tag])),
    tagById: new Map(tags.map((tag) => [tag.id, tag])),
    providerBySlug: new Map(providers.map((provider) => [provider.slug, provider])),
    barredCountries: new Set(games.flatMap((game) => game.blacklist)),
  };
}
