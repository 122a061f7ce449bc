import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** The commitment shown while a server seed is active: SHA-256 of its text, lowercase hex. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(serverSeed)));
}
