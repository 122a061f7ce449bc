/**
 * Addresses of the sandbox chains, in each network's real format: XRP classic addresses,
 * Bitcoin-family Base58Check (Litecoin L…, Dogecoin D…, Tron T…), Ethereum 0x hex (also USDT
 * and USDC, its tokens). The sandbox holds no keys, so an address is 20 random bytes encoded
 * properly; withdrawal destinations are checked against the same formats, checksums included.
 */
import { randomBytes } from 'node:crypto';
import type { ChainCoin } from '@/contracts/payments';
import { isChainAddress } from '@/contracts/withdrawals';
import { BITCOIN_ALPHABET, decodeCheck, encodeCheck, XRPL_ALPHABET } from './base58';

interface Base58Format {
  version: number;
  alphabet: string;
}

const BASE58: Partial<Record<ChainCoin, Base58Format>> = {
  xrp: { version: 0x00, alphabet: XRPL_ALPHABET },
  ltc: { version: 0x30, alphabet: BITCOIN_ALPHABET },
  doge: { version: 0x1e, alphabet: BITCOIN_ALPHABET },
  trx: { version: 0x41, alphabet: BITCOIN_ALPHABET },
};

export function newChainAddress(coin: ChainCoin): string {
  const accountId = randomBytes(20);
  const format = BASE58[coin];
  if (format) return encodeCheck(format.version, accountId, format.alphabet);
  return `0x${accountId.toString('hex')}`;
}

/** True when `address` has the coin's format and, where it carries one, a valid checksum. */
export function isValidChainAddress(coin: ChainCoin, address: string): boolean {
  if (!isChainAddress(coin, address)) return false;
  const format = BASE58[coin];
  // Litecoin's bech32 (ltc1…) and P2SH (M…, 3…) forms are accepted on their shape alone.
  if (!format || (coin === 'ltc' && !address.startsWith('L'))) return true;
  return decodeCheck(address, format.version, format.alphabet)?.length === 20;
}
