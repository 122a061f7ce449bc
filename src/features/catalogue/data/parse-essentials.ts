/**
 * The essentials' validation, in slices. Checking all ~4,700 games against the contract in one
 * go held a phone's main thread for ~110 ms (4× CPU) in the middle of the list's first paint;
 * in slices of ESSENTIALS_SLICE games no slice is a long task. The essentials worker checks
 * them off the main thread and posts each slice as it is checked (./essentials-worker-load.ts);
 * where no worker runs, parseEssentials checks them here with a yield between slices. Every
 * game is checked against the same schema, and one bad entry fails the whole answer.
 */
import { safeParse, z } from 'zod/mini';
import { essentialGameSchema, type Provider, providerSchema } from '@/contracts/catalogue';
import { ApiError } from '@/shared/api/api-error';
import { yieldToMain } from '@/shared/lib/yield-to-main';
import { type ListGame, toListGame } from '../rules/list-game';

export const ESSENTIALS_SLICE = 250;

export interface Catalogue {
  games: ListGame[];
  providers: Provider[];
}

/** What is checked at once: the answer's shape, each game left to the slices. */
export const essentialsEnvelopeSchema = z.object({
  games: z.array(z.unknown()),
  providers: z.array(providerSchema),
});
export type EssentialsEnvelope = z.infer<typeof essentialsEnvelopeSchema>;

const sliceSchema = z.array(essentialGameSchema);

/** The message of an answer that breaks the contract. */
export const UNEXPECTED_ESSENTIALS = 'Unexpected response from the catalogue';

/** One slice of the answer's games, checked and linked; null when one breaks the contract. */
export function checkedSlice(games: readonly unknown[]): ListGame[] | null {
  const slice = safeParse(sliceSchema, games);
  return slice.success ? slice.data.map(toListGame) : null;
}

export async function parseEssentials(
  envelope: EssentialsEnvelope,
  pause: () => Promise<void> = yieldToMain,
): Promise<Catalogue> {
  const games: ListGame[] = [];
  for (let start = 0; start < envelope.games.length; start += ESSENTIALS_SLICE) {
    if (start > 0) await pause();
    const slice = checkedSlice(envelope.games.slice(start, start + ESSENTIALS_SLICE));
    if (!slice) throw new ApiError(200, 1500, UNEXPECTED_ESSENTIALS);
    games.push(...slice);
  }
  return { games, providers: envelope.providers };
}
