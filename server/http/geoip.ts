/**
 * Country lookup by IP address from a CSV range file (GEOIP_CSV), for deployments without a
 * CDN country header. The format is the one of DB-IP's free "IP to Country Lite" and
 * IP2Location LITE CSVs: `start,end,country` per line (IPv4 or IPv6, optionally quoted).
 * Ranges are kept sorted in memory and found by binary search.
 */
import { readFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';

interface Range {
  start: bigint;
  end: bigint;
  country: string;
}

export interface GeoIp {
  lookup(ip: string): string | null;
  readonly size: number;
}

function ipv4ToBigInt(ip: string): bigint {
  return ip.split('.').reduce((acc, part) => (acc << 8n) + BigInt(Number(part)), 0n);
}

function ipv6ToBigInt(ip: string): bigint {
  const [head = '', tail = ''] = ip.split('::');
  let groups = head ? head.split(':') : [];
  let rest = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const last = (ip.includes('::') ? rest : groups).at(-1);
  if (last?.includes('.')) {
    const v4 = ipv4ToBigInt(last);
    const parts = [(v4 >> 16n).toString(16), (v4 & 0xffffn).toString(16)];
    if (ip.includes('::')) rest = [...rest.slice(0, -1), ...parts];
    else groups = [...groups.slice(0, -1), ...parts];
  }
  const missing = 8 - groups.length - rest.length;
  const all = [
    ...groups,
    ...Array.from({ length: ip.includes('::') ? missing : 0 }, () => '0'),
    ...rest,
  ];
  return all.reduce((acc, group) => (acc << 16n) + BigInt(Number.parseInt(group || '0', 16)), 0n);
}

/** IPv4 and IPv4-mapped IPv6 share one key space, so either CSV form matches either address. */
export function ipToBigInt(ip: string): bigint | null {
  if (isIPv4(ip)) return ipv4ToBigInt(ip) + 0xffff00000000n;
  if (!isIPv6(ip)) return null;
  const value = ipv6ToBigInt(ip);
  return value;
}

export function parseGeoIpCsv(text: string): Range[] {
  const ranges: Range[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [rawStart, rawEnd, rawCountry] = line
      .split(',')
      .map((cell) => cell.trim().replace(/^"|"$/g, ''));
    if (!rawStart || !rawEnd || !rawCountry) continue;
    const start = ipToBigInt(rawStart);
    const end = ipToBigInt(rawEnd);
    const country = rawCountry.toUpperCase();
    if (start === null || end === null || end < start || !/^[A-Z]{2}$/.test(country)) continue;
    ranges.push({ start, end, country });
  }
  return ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

export function createGeoIp(ranges: Range[]): GeoIp {
  return {
    size: ranges.length,
    lookup(ip) {
      const key = ipToBigInt(ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip);
      if (key === null) return null;
      let low = 0;
      let high = ranges.length - 1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        const range = ranges[mid] as Range;
        if (key < range.start) high = mid - 1;
        else if (key > range.end) low = mid + 1;
        else return range.country;
      }
      return null;
    },
  };
}

export function loadGeoIp(path: string): GeoIp {
  return createGeoIp(parseGeoIpCsv(readFileSync(path, 'utf8')));
}
