/**
 * The visitor's country and region restriction. The country comes from the header the CDN
 * sets (COUNTRY_HEADER), else from the GeoIP file (GEOIP_CSV) when one is configured; without
 * either the country is unknown and nobody is restricted.
 * `requireAllowedRegion` is the preHandler money and game routes use to refuse restricted
 * visitors with the contract's code 1002.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiErrors } from '../http/api-error';
import { loadGeoIp } from '../http/geoip';

declare module 'fastify' {
  interface FastifyInstance {
    /** ISO country of a visitor from their headers and address; null when unknown. */
    countryOf(headers: IncomingHttpHeaders, ip: string | undefined): string | null;
  }
  interface FastifyRequest {
    /** ISO 3166-1 alpha-2, uppercase; null when unknown. */
    countryCode: string | null;
    restrictedRegion: boolean;
  }
}

/** Placeholders CDNs send instead of a country (Cloudflare: XX unknown, T1 Tor). */
const NOT_COUNTRIES = new Set(['XX', 'T1', 'ZZ']);

export function countryFromHeaders(
  headers: IncomingHttpHeaders,
  headerName: string | null,
): string | null {
  if (!headerName) return null;
  const raw = headers[headerName];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  if (!value || !/^[A-Z]{2}$/.test(value) || NOT_COUNTRIES.has(value)) return null;
  return value;
}

function isRestricted(countryCode: string | null, restricted: ReadonlySet<string>): boolean {
  return countryCode !== null && restricted.has(countryCode);
}

export async function requireAllowedRegion(request: FastifyRequest): Promise<void> {
  if (request.restrictedRegion) throw apiErrors.regionRestricted();
}

export const countryPlugin = fp(
  async (app) => {
    const { countryHeader, restrictedCountries, geoIpCsv } = app.config;
    app.decorateRequest('countryCode', null);
    app.decorateRequest('restrictedRegion', false);
    const geoIp = geoIpCsv ? loadGeoIp(geoIpCsv) : null;
    if (geoIp) app.log.info(`GeoIP: ${geoIp.size} ranges from ${geoIpCsv}`);
    // The one rule for HTTP requests and socket handshakes alike: the CDN's header, else GeoIP.
    app.decorate(
      'countryOf',
      (headers: IncomingHttpHeaders, ip: string | undefined) =>
        countryFromHeaders(headers, countryHeader) ?? (ip ? geoIp?.lookup(ip) : null) ?? null,
    );
    // Without a source every visitor stays unknown and unrestricted: no hook needed.
    if (!countryHeader && !geoIp) return;
    app.addHook('onRequest', async (request) => {
      request.countryCode = app.countryOf(request.headers, request.ip);
      request.restrictedRegion = isRestricted(request.countryCode, restrictedCountries);
    });
  },
  { name: 'country', dependencies: ['context'] },
);
