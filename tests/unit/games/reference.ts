/**
 * The seed pair the reference vectors use, and an implementation of Stake's generator on
 * node:crypto written apart from src/games, to check it against (the hard-coded values in the
 * tests were computed once with it).
 */
import { createHmac } from 'node:crypto';

export const REFERENCE_SEEDS = {
  serverSeed: 'kadibet-reference-server-seed',
  clientSeed: 'Amina254Client',
} as const;

export function nodeFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${round}`)
      .digest();
    for (let at = 0; at < 32 && floats.length < count; at += 4) {
      let float = 0;
      for (let i = 0; i < 4; i++) float += (bytes[at + i] ?? 0) / 256 ** (i + 1);
      floats.push(float);
    }
  }
  return floats;
}
