/**
 * The catalogue as the server holds it in memory: every game with its provider and tags,
 * indexed and pre-sorted for the lookups the routes and resolvers make, so a request only
 * filters. Loaded once from the database and replaced whole when the operator changes the
 * catalogue, so reads never wait on a query.
 */
import type { gameProviders, games, gameTags } from '@server/db/schema';

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
  /** Each tag's games (hidden ones too), highest priority first: a tag's list in order. */
  gamesByTag: ReadonlyMap<number, readonly CatalogueGame[]>;
  /** Each provider's games (hidden ones too), most popular first. */
  gamesByProvider: ReadonlyMap<number, readonly CatalogueGame[]>;
  /** Every country at least one game is barred in. */
  barredCountries: ReadonlySet<string>;
}

/** Whether a visitor from `country` (null: unknown) may see the game at all. */
export function offeredIn(game: CatalogueGame, country: string | null): boolean {
  return game.visible && (country === null || !game.blacklist.includes(country));
}

/** Groups games under keys, each group sorted (ties: lower id first); sorted once per load. */
function grouped<K>(
  games: readonly CatalogueGame[],
  entries: (game: CatalogueGame) => [K, number][],
): Map<K, CatalogueGame[]> {
  const scored = new Map<K, { game: CatalogueGame; score: number }[]>();
  for (const game of games) {
    for (const [key, score] of entries(game)) {
      const list = scored.get(key) ?? [];
      list.push({ game, score });
      scored.set(key, list);
    }
  }
  return new Map(
    [...scored].map(([key, list]) => [
      key,
      list.sort((a, b) => b.score - a.score || a.game.id - b.game.id).map(({ game }) => game),
    ]),
  );
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
    gamesByTag: grouped(games, (game) => game.tags.map(({ tag, priority }) => [tag.id, priority])),
    gamesByProvider: grouped(games, (game) => [[game.provider.id, game.popularity]]),
    barredCountries: new Set(games.flatMap((game) => game.blacklist)),
  };
}
