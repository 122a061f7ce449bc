/**
 * GET /api/users/:name/profile: what other players may see of a player (the `profile`
 * dialog). Wagering statistics join this when bets are recorded; a player can hide them.
 */
import { z } from 'zod/mini';

export const publicProfileSchema = z.object({
  /** Public like the chat's userId: what mutes are keyed by. */
  id: z.string(),
  name: z.string(),
  joinedAt: z.string(),
  isChatMod: z.boolean(),
  isChatDev: z.boolean(),
  /** The player chose to hide their statistics (systemSettings.privacy.hideStats). */
  statsHidden: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
