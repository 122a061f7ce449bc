/**
 * The third-party game catalogue (issue 6; spec part 1 §3 'Game', 'Game tag', 'Game start
 * result', 'Provider filter option', §4.1, §5, §7 'Games', §9): what GET /api/tp-games/essentials
 * returns, what the GraphQL operations return, and the list screen's sort and device values.
 * Shared by the server that builds the catalogue and the client that filters it.
 */
import { z } from 'zod/mini';

export const ESSENTIALS_PATH = '/api/tp-games/essentials';
/** One list's first page (GET ?list=<list key>&device=<device>), shown before the essentials. */
export const LIST_HEAD_PATH = '/api/tp-games/list-head';
/**
 * The signed-in player's favorites list's first page (GET ?device=<device>), in the list-head
 * answer's shape: the favorites page shows its tiles before the essentials too.
 */
export const FAVORITES_HEAD_PATH = '/api/tp-games/favorites-head';

export const DEVICES = ['mobile', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
export const deviceSchema = z.enum(DEVICES);

/** A game's kind; /casino's slots, livecasino and gameshows categories list these. */
export const GAME_CATEGORIES = ['slots', 'livecasino', 'gameshows', 'table', 'instant'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * The tags the catalogue always has (issue 6 'Data and server'); the operator may add more.
 * `housegames` holds the operator's own games.
 */
export const CORE_TAG_SLUGS = [
  'popular',
  'slots',
  'livecasino',
  'gameshows',
  'bonus-buys',
  'roulette',
  'blackjack',
  'baccarat',
  'dropsandwins',
  'housegames',
] as const;

/** Sort options in menu order (spec part 1 §9); `recommended` only where a list enables it. */
export const GAME_SORTS = [
  'pop_desc',
  'recommended',
  'title_asc',
  'title_desc',
  'releasedAt',
] as const;
export type GameSort = (typeof GAME_SORTS)[number];
export const gameSortSchema = z.enum(GAME_SORTS);

export const GAME_MODES = ['fun', 'real'] as const;
export type GameMode = (typeof GAME_MODES)[number];

const tagRefSchema = z.object({ id: z.string(), slug: z.string() });

/** Game (list): one entry of the essentials payload. Dates are ISO-8601 strings. */
export const essentialGameSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  title: z.string(),
  /** The provider's display name ("Pragmatic Play"); provider pages use its slug. */
  provider: z.string(),
  /** Same-origin image path under /thumbnails/. */
  squareImage: z.string(),
  overrideLink: z.nullable(z.string()),
  devices: z.array(deviceSchema),
  tags: z.array(tagRefSchema),
  /** Tag id → priority; a tag list sorts by it, highest first. */
  tagPriorities: z.record(z.string(), z.number()),
  category: z.enum(GAME_CATEGORIES),
  popularity: z.number(),
  releasedAt: z.string(),
  createdAt: z.string(),
});
export type EssentialGame = z.infer<typeof essentialGameSchema>;

export const providerSchema = z.object({
  /** URL path segment: /provider/{slug}. */
  slug: z.string(),
  name: z.string(),
  gameCount: z.number(),
});
export type Provider = z.infer<typeof providerSchema>;

export const essentialsSchema = z.object({
  games: z.array(essentialGameSchema),
  providers: z.array(providerSchema),
});
export type Essentials = z.infer<typeof essentialsSchema>;

/**
 * The list keys the list-head call knows (the client's list source keys): every game, the
 * slots category, a tag by slug, a provider by slug, and the games related to one game.
 */
export const LIST_HEAD_KEY = /^(all|category:slots|(tag|provider|related):[^\s:][^\s]{0,199})$/;

export const listHeadQuerySchema = z.object({
  list: z
    .string()
    .check(
      z.regex(
        LIST_HEAD_KEY,
        'a list key: all, category:slots, tag:<slug>, provider:<slug> or related:<identifier>',
      ),
    ),
  device: deviceSchema,
});
export type ListHeadQuery = z.infer<typeof listHeadQuerySchema>;

export const favoritesHeadQuerySchema = z.object({ device: deviceSchema });

/**
 * A list's first page (its page size) in the list's own order for the visitor's region and
 * device, exactly as the client would select it from the essentials, and how many games the
 * whole list holds.
 */
export const listHeadSchema = z.object({
  games: z.array(essentialGameSchema),
  total: z.number(),
  /**
   * A provider list's provider as the essentials list it (its name and game count in the
   * region), so the page can title itself before they arrive; absent when it has no games here.
   */
  provider: z.optional(providerSchema),
});
export type ListHead = z.infer<typeof listHeadSchema>;

/** Game tag (GraphQL GameTags). */
export const gameTagSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  pageSize: z.number(),
  showOnHomepage: z.boolean(),
});
export type GameTag = z.infer<typeof gameTagSchema>;

/** Game (full) (GraphQL TPGame). `blacklist` holds the ISO country codes it is barred in. */
export const fullGameSchema = z.object({
  id: z.string(),
  title: z.string(),
  identifier: z.string(),
  provider: z.string(),
  blacklist: z.array(z.string()),
  tagIds: z.array(z.string()),
  hasFunMode: z.boolean(),
  category: z.enum(GAME_CATEGORIES),
  popularity: z.number(),
  gid: z.string(),
  squareImage: z.string(),
  releasedAt: z.string(),
  aggregator: z.string(),
  iframeSubdomain: z.nullable(z.string()),
  devices: z.array(deviceSchema),
  tagPriorities: z.record(z.string(), z.number()),
  tags: z.array(
    z.object({ id: z.string(), slug: z.string(), title: z.string(), excludeFromTags: z.boolean() }),
  ),
  /** Signed-in players only; false for visitors. */
  isFavorite: z.boolean(),
});
export type FullGame = z.infer<typeof fullGameSchema>;

/** Game start result (GraphQL StartGame): the provider page to show in the iframe. */
export const gameStartResultSchema = z.object({
  url: z.string(),
  token: z.string(),
  partnerId: z.string(),
  supportedCurrencies: z.array(z.string()),
});
export type GameStartResult = z.infer<typeof gameStartResultSchema>;

/**
 * What the game page tells a player about how a third-party game decides its rounds: who runs
 * it and the share of stakes it pays back over the long run, as the provider states it.
 */
export const gameFairnessSchema = z.object({
  identifier: z.string(),
  /** The aggregator that serves the game. */
  aggregator: z.string(),
  /** Return to player, percent with two decimals (96.31). */
  rtp: z.number(),
});
export type GameFairness = z.infer<typeof gameFairnessSchema>;

/** Provider filter option (spec part 1 §3). */
export interface ProviderFilterOption {
  name: string;
  count: number;
  disabled: boolean;
}

/** GraphQL error codes of the catalogue's operations (extensions.code). */
export const CATALOGUE_ERROR_CODES = {
  gameNotFound: 'GAME_NOT_FOUND',
  regionBlocked: 'GAME_REGION_BLOCKED',
  deviceUnsupported: 'GAME_DEVICE_UNSUPPORTED',
  funModeUnavailable: 'GAME_FUN_MODE_UNAVAILABLE',
  signInRequired: 'UNAUTHENTICATED',
  badInput: 'BAD_USER_INPUT',
  currencyUnsupported: 'GAME_CURRENCY_UNSUPPORTED',
  selfExcluded: 'GAME_BLOCKED_BY_LIMITS',
  rateLimited: 'RATE_LIMITED',
} as const;
