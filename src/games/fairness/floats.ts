/**
 * Stake's published provably-fair byte generator: HMAC-SHA256 keyed with the server seed over
 * `clientSeed:nonce:round`, rounds 0, 1, 2… as more bytes are needed; every 4 bytes make one
 * float in [0, 1) as Σ byte_i / 256^(i+1). Eight floats per HMAC round.
 */
export interface SeedPairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The first `count` floats of the bet `seeds.nonce` of this seed pair. */
export function gameFloats(_seeds: SeedPairInput, _count: number): number[] {
  throw new Error('not implemented yet');
}
