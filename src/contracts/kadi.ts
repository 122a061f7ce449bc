/** The Kadi lobby's filters and room ids as they appear in the address (spec part 1 §2.3). */
import { z } from 'zod/mini';

const opt = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

export const kadiLobbySearchSchema = z.object({
  myGames: opt(
    z.pipe(
      z.union([z.boolean(), z.literal('true')]),
      z.transform((): true => true),
    ),
  ),
  visibility: opt(z.enum(['Public', 'Private'])),
  gameMode: opt(z.enum(['Speed', 'Relaxed'])),
});
export type KadiLobbySearch = z.output<typeof kadiLobbySearchSchema>;

/** Room ids are short opaque tokens; anything else is not a room. */
export const kadiRoomIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
