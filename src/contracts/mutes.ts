/**
 * Muting other players (spec part 1 §7 'Money and social': POST /user/mutes/set with userId
 * and muted, GET /user/mutes/get; part 2 §3: the user's mutes, a map by user id). The chat
 * hides a muted player's messages; tips between two players are refused while either has muted
 * the other.
 */
import { z } from 'zod/mini';

export const muteEntrySchema = z.object({
  /** The muted player's current name, for lists. */
  name: z.string(),
  mutedAt: z.string(),
});
export type MuteEntry = z.infer<typeof muteEntrySchema>;

/** Muted players by user id. */
export const mutesSchema = z.record(z.string(), muteEntrySchema);
export type Mutes = z.infer<typeof mutesSchema>;

export const setMuteBodySchema = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  muted: z.boolean(),
});
export type SetMuteBody = z.infer<typeof setMuteBodySchema>;

/** The answer of both calls: the player's mutes after the change. */
export const mutesResponseSchema = z.object({ mutes: mutesSchema });
export type MutesResponse = z.infer<typeof mutesResponseSchema>;
