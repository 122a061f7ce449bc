/**
 * The live bets feed (spec part 2 §2 'Bets feed', §9 'Feed'): GET /api/bets-feed/latest?tab=
 * answers the newest rows of a tab, and the `bets_feed:new` socket event brings the bets as
 * they settle, a few times a second. A row never carries the player's id; a player who hides
 * their name in the feed (systemSettings.privacy.hideInFeed) shows as hidden (`player: null`)
 * to everyone.
 */
import { z } from 'zod/mini';
import type { OriginalGame } from './originals';

export const BETS_FEED_TABS = ['all', 'high', 'lucky', 'mine'] as const;
export type BetsFeedTab = (typeof BETS_FEED_TABS)[number];
export const betsFeedTabSchema = z.enum(BETS_FEED_TABS);

/** Rows a tab shows (and the server answers), newest first. */
export const BETS_FEED_ROWS = 12;
/** High rollers: a payout of this many US dollars or more. */
export const HIGH_ROLLER_MIN_PAYOUT = 100;
/** Lucky wins: a multiplier of this or more on a wager of LUCKY_WIN_MIN_WAGER dollars or more. */
export const LUCKY_WIN_MIN_MULTIPLIER = 25;
export const LUCKY_WIN_MIN_WAGER = 0.1;

/** The Originals' names in the feed; provider games show their catalogue title. */
export const ORIGINAL_GAME_NAMES: Readonly<Record<OriginalGame, string>> = {
  dice: 'Dice',
  mines: 'Mines',
  junglemines: 'Jungle Mines',
  towers: 'Towers',
  linearmines: 'Mission Uncrossable',
};

export const betsFeedQuerySchema = z.object({ tab: z._default(betsFeedTabSchema, 'all') });
export type BetsFeedQuery = z.infer<typeof betsFeedQuerySchema>;

export const betsFeedRowSchema = z.object({
  /** `kind:roundId`: unique across every kind of round. */
  id: z.string(),
  /** The game's identifier (links to its page through contracts/game-link). */
  game: z.string(),
  gameName: z.string(),
  /** The player's name, or null when they hide it in the feed. */
  player: z.nullable(z.string()),
  /** When the bet settled (ISO 8601). */
  time: z.string(),
  /** US dollars. */
  betAmount: z.number(),
  /** Payout divided by the bet, 0 for a lost bet. */
  multiplier: z.number(),
  /** US dollars. */
  payout: z.number(),
});
export type BetsFeedRow = z.infer<typeof betsFeedRowSchema>;

export const betsFeedResponseSchema = z.object({ rows: z.array(betsFeedRowSchema) });
export type BetsFeedResponse = z.infer<typeof betsFeedResponseSchema>;

/**
 * A settled bet as the socket brings it. `mine` is true only in the copy sent to the bet's own
 * player, so their "my bets" tab gets it even when their name is hidden from everyone else.
 */
export const betsFeedEventSchema = z.object({
  row: betsFeedRowSchema,
  mine: z.boolean(),
});
export type BetsFeedEvent = z.infer<typeof betsFeedEventSchema>;

/**
 * `bets_feed:new`: the bets settled since the last one, oldest first. The server gathers them
 * for a moment (a quarter of a second) so a busy site sends each app a few messages a second,
 * not one per bet, and only the rows a 12-row tab can still show.
 */
export const betsFeedBatchSchema = z.object({ bets: z.array(betsFeedEventSchema) });
export type BetsFeedBatch = z.infer<typeof betsFeedBatchSchema>;

export function isHighRoller(row: Pick<BetsFeedRow, 'payout'>): boolean {
  return row.payout >= HIGH_ROLLER_MIN_PAYOUT;
}

export function isLuckyWin(row: Pick<BetsFeedRow, 'betAmount' | 'multiplier'>): boolean {
  return row.multiplier >= LUCKY_WIN_MIN_MULTIPLIER && row.betAmount >= LUCKY_WIN_MIN_WAGER;
}

/** The public tabs a new row belongs to ('mine' is the event's own flag). */
export function tabsOfRow(row: BetsFeedRow, mine: boolean): BetsFeedTab[] {
  return BETS_FEED_TABS.filter((tab) => {
    if (tab === 'all') return true;
    if (tab === 'high') return isHighRoller(row);
    if (tab === 'lucky') return isLuckyWin(row);
    return mine;
  });
}
