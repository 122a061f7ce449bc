// @vitest-environment node

import { createGeoIp, ipToBigInt, parseGeoIpCsv } from '@server/http/geoip';
import { describe, expect, it } from 'vitest';

const CSV = `
"1.0.0.0","1.0.0.255","AU"
41.0.0.0,41.255.255.255,KE
8.8.8.0,8.8.8.255,us
2001:db8::,2001:db8:ffff:ffff:ffff:ffff:ffff:ffff,DE
not,a,line
9.9.9.9,9.9.9.0,FR
`;

describe('GeoIP CSV lookup', () => {
  const geoIp = createGeoIp(parseGeoIpCsv(CSV));

  it('keeps the valid ranges only', () => {
    expect(geoIp.size).toBe(4);
  });

  it('finds IPv4, IPv4-mapped IPv6 and IPv6 addresses', () => {
    expect(geoIp.lookup('41.90.1.2')).toBe('KE');
    expect(geoIp.lookup('::ffff:41.90.1.2')).toBe('KE');
    expect(geoIp.lookup('1.0.0.0')).toBe('AU');
    expect(geoIp.lookup('8.8.8.8')).toBe('US');
    expect(geoIp.lookup('2001:db8::1')).toBe('DE');
    expect(geoIp.lookup('2001:db9::1')).toBeNull();
    expect(geoIp.lookup('127.0.0.1')).toBeNull();
    expect(geoIp.lookup('nonsense')).toBeNull();
  });

  it('orders IPv6 groups correctly', () => {
    expect(ipToBigInt('::1')).toBe(1n);
    expect(ipToBigInt('1::')).toBe(1n << 112n);
    expect(ipToBigInt('::ffff:1.2.3.4')).toBe(ipToBigInt('1.2.3.4'));
  });
});
