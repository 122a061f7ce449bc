/**
 * The /fair verifier's inputs as they appear in the address, so a bet's "Verify" link opens it
 * filled in (`/fair?game=mines&serverSeed=…&clientSeed=…&nonce=…&gridCount=25&minesCount=3`).
 * A value that does not fit is dropped, never fatal: the verifier then starts from its default
 * and checks what the player types.
 */
import { z } from 'zod/mini';
import {
  DICE_CONDITIONS,
  LINEARMINES_DIFFICULTIES,
  type LinearminesDifficulty,
  ORIGINAL_GAMES,
  TOWERS_DIFFICULTIES,
  type TowersDifficulty,
} from './originals-tables';

/** Far longer than any seed we make; keeps a pasted address from filling the page. */
export const FAIR_SEED_MAX = 128;

const dropped = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

// The router reads `?clientSeed=12345` as a number: a seed made only of digits is still a seed.
const seedText = z
  .pipe(
    z.union([z.string(), z.number().check(z.int(), z.gte(0))]),
    z.transform((value) => String(value)),
  )
  .check(z.refine((value) => value.length <= FAIR_SEED_MAX));

const wholeNumber = (min: number, max: number) =>
  z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

export const fairSearchSchema = z.object({
  game: dropped(z.enum(ORIGINAL_GAMES)),
  serverSeed: dropped(seedText),
  clientSeed: dropped(seedText),
  nonce: dropped(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
  /** Dice. */
  target: dropped(z.pipe(z.coerce.number(), z.number().check(z.gte(0.01), z.lte(99.99)))),
  condition: dropped(z.enum(DICE_CONDITIONS)),
  /** Mines and Jungle Mines. */
  gridCount: dropped(wholeNumber(1, 49)),
  minesCount: dropped(wholeNumber(1, 48)),
  /** Towers (`_easy`…) or Mission Uncrossable (`easy`…), by the game. */
  difficulty: dropped(
    z.enum([
      ...TOWERS_DIFFICULTIES.map((d) => d.id),
      ...LINEARMINES_DIFFICULTIES.map((d) => d.id),
    ] as [TowersDifficulty | LinearminesDifficulty]),
  ),
});
export type FairSearch = z.output<typeof fairSearchSchema>;

const FAIR_SEARCH_KEYS = Object.keys(fairSearchSchema.shape) as (keyof FairSearch)[];

/** The verifier's own params out of a search that also holds the app's (a dialog's, say). */
export function fairSearchOf(search: FairSearch): FairSearch {
  const own: Record<string, unknown> = {};
  for (const key of FAIR_SEARCH_KEYS) if (search[key] !== undefined) own[key] = search[key];
  return own as FairSearch;
}
