/**
 * The catalogue as the server holds it in memory: every game with its provider and tags,
 * indexed for the lookups the routes and resolvers make. Loaded once from the database and
 * replaced whole when the operator changes the catalogue, so reads never wait on a query.
 */
import type { gameProviders, games, gameTags } from '../../db/schema';

/** The rows as stored (server/db/schema/catalogue.ts documents each column). */
export type CatalogueTag = typeof gameTags.$inferSelect;
export type CatalogueProvider = typeof gameProviders.$inferSelect;

/** The full record of one game: what findGame returns and every answer is built from. */
export interface CatalogueGame extends Omit<typeof games.$inferSelect, 'providerId'> {
  provider: CatalogueProvider;
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
