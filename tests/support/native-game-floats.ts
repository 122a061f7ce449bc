/**
 * The seed-pair floats of src/games (`gameFloats`, Stake's scheme) computed with Node's native
 * HMAC-SHA256 instead of the portable @noble/hashes one: the same bytes, so the same floats (a
 * unit test compares them), several times faster — fast enough for the fairness statistics to
 * play a million rounds a game inside the unit suite.
 */
import { createHmac } from 'node:crypto';
import type { SeedPairInput } from '@/games';

const FLOATS_PER_ROUND = 8;

export function nativeGameFloats(seeds: SeedPairInput, count: number): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = createHmac('sha256', seeds.serverSeed)
      .update(`${seeds.clientSeed}:${seeds.nonce}:${round}`)
      .digest();
    for (let i = 0; i < FLOATS_PER_ROUND && floats.length < count; i++) {
      floats.push(bytes.readUInt32BE(i * 4) / 2 ** 32);
    }
  }
  return floats;
}
