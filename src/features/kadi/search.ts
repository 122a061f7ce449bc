/** The Kadi lobby's filters as they appear in the address (spec part 1 §2.3). */
import { z } from 'zod';

export const kadiLobbySearchSchema = z.object({
  myGames: z
    .union([z.boolean(), z.literal('true')])
    .transform(() => true)
    .optional()
    .catch(undefined),
  visibility: z.enum(['Public', 'Private']).optional().catch(undefined),
  gameMode: z.enum(['Speed', 'Relaxed']).optional().catch(undefined),
});
export type KadiLobbySearch = z.output<typeof kadiLobbySearchSchema>;

/** Room ids are short opaque tokens; anything else is not a room. */
export const kadiRoomIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
