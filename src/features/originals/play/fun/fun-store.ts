/**
 * What fun mode keeps on this device (issue 19): the fun balance, the local seed pair (the
 * client seed is the account feature's stored one) and each game's last fun round with its
 * outcome, so a reload — or an offline app — resumes the same round. Every value is parsed on
 * read (persistedAtom), so a hand-edited entry falls back to a fresh start.
 */
import { z } from 'zod/mini';
import { ORIGINAL_GAMES, roundViewSchema } from '@/contracts/originals';
import { persistedAtom } from '@/shared/lib/persisted-atom';

/** What a fresh (or refilled) fun balance holds, in FUN. */
export const FUN_START_BALANCE = 1000;
/** Under this the player may refill the fun balance. */
export const FUN_REFILL_BELOW = 0.01;

export const funBalanceAtom = persistedAtom(
  'originals-fun-balance',
  z.number().check(z.gte(0)),
  FUN_START_BALANCE,
);

const funSeedsSchema = z.object({
  serverSeed: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  nonce: z.number().check(z.int(), z.gte(0)),
});
export type FunSeeds = z.infer<typeof funSeedsSchema>;

export const funSeedsAtom = persistedAtom<FunSeeds | null>(
  'originals-fun-seeds',
  z.nullable(funSeedsSchema),
  null,
);

const storedFunRoundSchema = z.object({
  view: roundViewSchema,
  /** The outcome drawn when the stake was taken; the view hides it while the round is open. */
  outcome: z.unknown(),
});
export type StoredFunRound = z.infer<typeof storedFunRoundSchema>;

const funRoundsSchema = z.partialRecord(z.enum(ORIGINAL_GAMES), storedFunRoundSchema);
export type FunRounds = z.infer<typeof funRoundsSchema>;

export const funRoundsAtom = persistedAtom<FunRounds>('originals-fun-rounds', funRoundsSchema, {});

/** A new local server seed: 32 random bytes as lowercase hex. */
export function newFunServerSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
