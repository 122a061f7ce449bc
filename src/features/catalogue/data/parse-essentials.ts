/**
 * The essentials' validation, in slices. Checking all ~4,700 games against the contract in one
 * go held a phone's main thread for ~110 ms (4× CPU) in the middle of the list's first paint;
 * in slices of SLICE games with a yield between them no slice is a long task, and the page
 * stays responsive while the catalogue arrives. Every game is still checked against the same
 * schema, and one bad entry fails the whole answer as before.
 */
import { safeParse, z } from 'zod/mini';
import { essentialGameSchema, type Provider, providerSchema } from '@/contracts/catalogue';
import { ApiError } from '@/shared/api/api-error';
import { yieldToMain } from '@/shared/lib/yield-to-main';
import { type ListGame, toListGame } from '../rules/list-game';

const SLICE = 250;

export interface Catalogue {
  games: ListGame[];
  providers: Provider[];
}

/** What apiRequest checks at once: the answer's shape, each game left to the slices. */
export const essentialsEnvelopeSchema = z.object({
  games: z.array(z.unknown()),
  providers: z.array(providerSchema),
});
export type EssentialsEnvelope = z.infer<typeof essentialsEnvelopeSchema>;

const sliceSchema = z.array(essentialGameSchema);

export async function parseEssentials(
  envelope: EssentialsEnvelope,
  pause: () => Promise<void> = yieldToMain,
): Promise<Catalogue> {
  const games: ListGame[] = [];
  for (let start = 0; start < envelope.games.length; start += SLICE) {
    if (start > 0) await pause();
    const slice = safeParse(sliceSchema, envelope.games.slice(start, start + SLICE));
    if (!slice.success) throw new ApiError(200, 1500, 'Unexpected response from the catalogue');
    for (const game of slice.data) games.push(toListGame(game));
  }
  return { games, providers: envelope.providers };
}
