/**
 * Base58Check, the address encoding of Bitcoin-family chains and (with its own alphabet) the
 * XRP Ledger: version byte + payload + the first 4 bytes of a double SHA-256.
 */
import { createHash } from 'node:crypto';

export const BITCOIN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const XRPL_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

function checksum(bytes: Buffer): Buffer {
  const once = createHash('sha256').update(bytes).digest();
  return createHash('sha256').update(once).digest().subarray(0, 4);
}

function encode(bytes: Buffer, alphabet: string): string {
  let value = BigInt(`0x${bytes.toString('hex') || '0'}`);
  let out = '';
  while (value > 0n) {
    out = alphabet[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = alphabet[0] + out;
  }
  return out;
}

function decode(text: string, alphabet: string): Buffer | null {
  let value = 0n;
  for (const char of text) {
    const digit = alphabet.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  let hex = value === 0n ? '' : value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  let zeros = 0;
  while (text[zeros] === alphabet[0]) zeros += 1;
  return Buffer.concat([Buffer.alloc(zeros), Buffer.from(hex, 'hex')]);
}

export function encodeCheck(version: number, payload: Buffer, alphabet: string): string {
  const body = Buffer.concat([Buffer.from([version]), payload]);
  return encode(Buffer.concat([body, checksum(body)]), alphabet);
}

/** The payload when `text` is valid Base58Check with this version byte; null otherwise. */
export function decodeCheck(text: string, version: number, alphabet: string): Buffer | null {
  const bytes = decode(text, alphabet);
  if (!bytes || bytes.length < 5) return null;
  const body = bytes.subarray(0, -4);
  if (!checksum(body).equals(bytes.subarray(-4)) || body[0] !== version) return null;
  return body.subarray(1);
}
