/**
 * The player's seed pairs as the fairness calls show them (part of the Originals' contract,
 * re-exported by originals.ts): GET /api/fairness/seeds and POST /api/fairness/rotate.
 */
import { z } from 'zod/mini';

// ---- The seed pair --------------------------------------------------------------------------
/** Spec part 2 §5: the client seed is a random 15-character alphanumeric string. */
export const CLIENT_SEED_LENGTH = 15;
/** A client seed the player types may be 1–64 printable characters without a colon. */
export const clientSeedSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[\x21-\x39\x3b-\x7e]+$/));

export const activeSeedPairSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number(),
});
export type ActiveSeedPair = z.infer<typeof activeSeedPairSchema>;

export const revealedSeedPairSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** How many bets the pair played (nonces 0 … nonce − 1). */
  nonce: z.number(),
  createdAt: z.string(),
  revealedAt: z.string(),
});
export type RevealedSeedPair = z.infer<typeof revealedSeedPairSchema>;

/** GET /api/fairness/seeds. */
export const seedsSchema = z.object({
  active: activeSeedPairSchema,
  previous: z.array(revealedSeedPairSchema),
});
export type Seeds = z.infer<typeof seedsSchema>;

/** POST /api/fairness/rotate: reveals the active pair and starts one with this client seed. */
export const rotateSeedsSchema = z.object({ clientSeed: clientSeedSchema });
export type RotateSeeds = z.infer<typeof rotateSeedsSchema>;
export const rotatedSeedsSchema = z.object({
  revealed: revealedSeedPairSchema,
  active: activeSeedPairSchema,
});
export type RotatedSeeds = z.infer<typeof rotatedSeedsSchema>;
