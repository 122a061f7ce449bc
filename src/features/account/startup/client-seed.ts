/**
 * The client seed (part 2 §5): a random 15-character alphanumeric string stored on this
 * device, mixed into provably fair bets. Generated at start-up when none is stored.
 */
import { z } from 'zod/mini';
import { persistedAtom } from '@/shared/lib/persisted-atom';

export const CLIENT_SEED_LENGTH = 15;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const clientSeedSchema = z.string().check(z.regex(/^[A-Za-z0-9]{15}$/));

export const clientSeedAtom = persistedAtom('client-seed', z.nullable(clientSeedSchema), null);

/** Unbiased: bytes ≥ 248 are rejected, so each of the 62 characters is equally likely. */
export function newClientSeed(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) =>
    crypto.getRandomValues(bytes),
): string {
  let seed = '';
  while (seed.length < CLIENT_SEED_LENGTH) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte < 248 && seed.length < CLIENT_SEED_LENGTH) seed += ALPHABET[byte % 62];
    }
  }
  return seed;
}
