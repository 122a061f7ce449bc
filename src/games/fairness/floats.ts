/**
 * Stake's published provably-fair byte generator: HMAC-SHA256 keyed with the server seed over
 * `clientSeed:nonce:round`, rounds 0, 1, 2… as more bytes are needed; every 4 bytes make one
 * float in [0, 1) as Σ byte_i / 256^(i+1). Eight floats per HMAC round.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

export interface SeedPairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const FLOATS_PER_ROUND = 8;
const utf8 = new TextEncoder();

type KeyedHmac = ReturnType<typeof hmac.create>;
/**
 * The HMAC keyed with the last server seed seen: a seed plays many bets in a row, and keying
 * costs as much as the hashing itself. A cache of one, so it never grows and never leaks an
 * old seed into a new one's floats.
 */
let lastKeyed: { serverSeed: string; keyed: KeyedHmac } | null = null;

function keyedWith(serverSeed: string): KeyedHmac {
  if (lastKeyed?.serverSeed !== serverSeed) {
    lastKeyed = { serverSeed, keyed: hmac.create(sha256, utf8.encode(serverSeed)) };
  }
  return lastKeyed.keyed;
}

/** The first `count` floats of the bet `seeds.nonce` of this seed pair. */
export function gameFloats(seeds: SeedPairInput, count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`A float count must be a whole number ≥ 0, not ${count}`);
  }
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
    throw new RangeError(`A nonce must be a whole number ≥ 0, not ${seeds.nonce}`);
  }
  const keyed = keyedWith(seeds.serverSeed);
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const message = utf8.encode(`${seeds.clientSeed}:${seeds.nonce}:${round}`);
    const bytes = keyed.clone().update(message).digest();
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i < FLOATS_PER_ROUND && floats.length < count; i++) {
      // Σ byte_i / 256^(i+1) over 4 bytes is their big-endian 32-bit number / 2^32, exactly.
      floats.push(view.getUint32(i * 4) / 2 ** 32);
    }
  }
  return floats;
}
