/**
 * GET /api/users/:name/profile: what other players may see of a player (the `profile`
 * dialog), with their betting statistics unless they hid them.
 */
import { z } from 'zod/mini';

/** The player's settled bets, what they staked on them and what they paid, in US dollars. */
export const profileStatsSchema = z.object({
  bets: z.int().check(z.nonnegative()),
  wagered: z.number().check(z.nonnegative()),
  won: z.number().check(z.nonnegative()),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

export const publicProfileSchema = z.object({
  /** Public like the chat's userId: what mutes are keyed by. */
  id: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  isChatMod: z.boolean(),
  isChatDev: z.boolean(),
  /** The player chose to hide their statistics (systemSettings.privacy.hideStats). */
  statsHidden: z.boolean(),
  /** Null when hidden: a player's choice is kept by the server, not only by the dialog. */
  stats: z.nullable(profileStatsSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
