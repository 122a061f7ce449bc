/**
 * The catalogue's GraphQL operations (spec part 1 §7 'Games'), as the client sends them and the
 * server's schema must answer them. Field lists match the zod schemas in ./catalogue, which
 * parse every result on the client.
 */

const FULL_GAME_FIELDS = `
  id title identifier provider blacklist tagIds hasFunMode category popularity gid squareImage
  releasedAt aggregator iframeSubdomain devices tagPriorities isFavorite
  tags { id slug title excludeFromTags }
`;

/** → { gameTags: GameTag[] } */
export const GAME_TAGS_QUERY = `query GameTags {
  gameTags { id title slug pageSize showOnHomepage }
}`;

/**
 * All games of a tag, provider or the player's favorites, full fields. Variables: tagSlug?,
 * providerSlug?, favorites? (signed in), device? → { tpGamesGetAll: FullGame[] }
 */
export const TP_GAMES_GET_ALL_QUERY = `query TPGamesGetAll($tagSlug: String, $providerSlug: String, $favorites: Boolean, $device: Device) {
  tpGamesGetAll(tagSlug: $tagSlug, providerSlug: $providerSlug, favorites: $favorites, device: $device) {${FULL_GAME_FIELDS}}
}`;

/** One game by identifier → { tpGame: FullGame | null } */
export const TP_GAME_QUERY = `query TPGame($identifier: String!) {
  tpGame(identifier: $identifier) {${FULL_GAME_FIELDS}}
}`;

/** → { gameFairness: GameFairness } (unknown or house game: GAME_NOT_FOUND) */
export const GAME_FAIRNESS_QUERY = `query GameFairness($identifier: String!) {
  gameFairness(identifier: $identifier) { identifier aggregator rtp }
}`;

/** A random playable game for the device; network-only → { tpGames: [{ identifier }] } */
export const TP_GAMES_FEELING_LUCKY_QUERY = `query TPGamesFeelingLucky($device: Device!) {
  tpGames(device: $device, random: true, limit: 1) { identifier }
}`;

/** → { startGame: GameStartResult } */
export const START_GAME_MUTATION = `mutation StartGame($gameIdentifier: String!, $mode: GameMode!, $gameCurrency: String!) {
  startGame(gameIdentifier: $gameIdentifier, mode: $mode, gameCurrency: $gameCurrency) { url token partnerId supportedCurrencies }
}`;

/** → { gameToggleFavorite: { identifier, isFavorite } } */
export const GAME_TOGGLE_FAVORITE_MUTATION = `mutation GameToggleFavorite($gameIdentifier: String!, $isFavorite: Boolean!) {
  gameToggleFavorite(gameIdentifier: $gameIdentifier, isFavorite: $isFavorite) { identifier isFavorite }
}`;

/** Records that the player opened a tag (personalises 'recommended') → { playerTagCreate: Boolean } */
export const PLAYER_TAG_CREATE_MUTATION = `mutation PlayerTagCreate($tagId: String!) {
  playerTagCreate(tagId: $tagId)
}`;

/**
 * The schema the operations above need (enums: Device mobile|desktop, GameMode fun|real;
 * tagPriorities is a JSON scalar). The server's typeDefs may add to it, never differ from it.
 */
export const CATALOGUE_SDL = `
scalar JSON
enum Device { mobile desktop }
enum GameMode { fun real }
type GameTag { id: ID! title: String! slug: String! pageSize: Int! showOnHomepage: Boolean! }
type GameTagRef { id: ID! slug: String! title: String! excludeFromTags: Boolean! }
type TPGame {
  id: ID! title: String! identifier: String! provider: String! blacklist: [String!]!
  tagIds: [ID!]! hasFunMode: Boolean! category: String! popularity: Float! gid: String!
  squareImage: String! releasedAt: String! aggregator: String! iframeSubdomain: String
  devices: [Device!]! tagPriorities: JSON! tags: [GameTagRef!]! isFavorite: Boolean!
}
type GameStartResult { url: String! token: String! partnerId: String! supportedCurrencies: [String!]! }
type FavoriteResult { identifier: String! isFavorite: Boolean! }
type Query {
  gameTags: [GameTag!]!
  tpGamesGetAll(tagSlug: String, providerSlug: String, favorites: Boolean, device: Device): [TPGame!]!
  tpGame(identifier: String!): TPGame
  tpGames(device: Device!, random: Boolean, limit: Int): [TPGame!]!
}
type Mutation {
  startGame(gameIdentifier: String!, mode: GameMode!, gameCurrency: String!): GameStartResult!
  gameToggleFavorite(gameIdentifier: String!, isFavorite: Boolean!): FavoriteResult!
  playerTagCreate(tagId: String!): Boolean!
}
`;
