/**
 * The provably-fair calculation (Game Policy §5): the SHA-256 commitment to a server seed, the
 * HMAC-SHA256 of `clientSeed:nonce` keyed with the server seed, and the dice roll read from it.
 * Pure and framework-free, on the Web Crypto API, so players can check results without us.
 */

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  // Browsers expose Web Crypto only on secure pages (https or localhost).
  if (!api) throw new Error('Web Crypto is not available on this page (it needs HTTPS).');
  return api;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', encoder.encode(text)));
}

export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const cryptoKey = await subtle().importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await subtle().sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** The HMAC message for one bet. */
export function betMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

export interface DiceRoll {
  /** 0.00–99.99. */
  roll: number;
  /** The roll with exactly two decimals, as bet history shows it. */
  text: string;
  /** Position of the hex characters that produced the roll. */
  start: number;
  chunk: string;
  value: number;
}

const CHUNK = 5;
const LIMIT = 1_000_000;

/**
 * Reads five hex characters at a time: the first group worth less than 1,000,000 decides, as
 * (value % 10,000) / 100. A 64-character HMAC ends with a 4-character group, which is always
 * below the limit, so every HMAC gives a roll.
 */
export function diceRollFromHex(hex: string): DiceRoll {
  if (!/^[0-9a-f]+$/i.test(hex)) throw new Error('Expected a hexadecimal string');
  for (let start = 0; start < hex.length; start += CHUNK) {
    const chunk = hex.slice(start, start + CHUNK);
    const value = Number.parseInt(chunk, 16);
    if (value < LIMIT) {
      const roll = (value % 10_000) / 100;
      return { roll, text: roll.toFixed(2), start, chunk, value };
    }
  }
  throw new Error('No group of the hash is below 1,000,000');
}

export interface DiceVerification {
  serverSeedHash: string;
  hmac: string;
  dice: DiceRoll;
}

export async function verifyDiceBet(input: {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}): Promise<DiceVerification> {
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) {
    throw new Error('The nonce must be a whole number from 0');
  }
  const [serverSeedHash, hmac] = await Promise.all([
    sha256Hex(input.serverSeed),
    hmacSha256Hex(input.serverSeed, betMessage(input.clientSeed, input.nonce)),
  ]);
  return { serverSeedHash, hmac, dice: diceRollFromHex(hmac) };
}
