// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsSchemas } from '@/contracts/settings';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('settings');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

interface Cookie {
  name: string;
  value: string;
  secure?: boolean;
}

function vidCookie(response: { cookies: Cookie[] }) {
  return response.cookies.find((cookie) => cookie.name === 'vid');
}

describe('GET /api/settings/get', () => {
  it('answers the contract shape with the seeded defaults', async () => {
    const before = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/settings/get' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = settingsSchemas().response.parse(response.json());
    expect(body.serverTime).toBeGreaterThanOrEqual(before);
    expect(body.settings).toMatchObject({
      restrictedRegion: false,
      countryCode: null,
      disabledApp: false,
      banner: null,
      clientBuildId: null,
      flags: {
        cashEnabled: true,
        mpesaEnabled: true,
        cardPaymentsAllowed: true,
        recommendedSort: true,
        seasonalMode: false,
        sportsbookEnabled: true,
      },
      globalStats: { allTimeNumBets: 0, globalAmountWonPast24: 0 },
    });
    expect(body.settings.features).toEqual([
      'chat',
      'rain',
      'rewards',
      'koth',
      'raffle',
      'kadi',
      'sports',
      'vip',
    ]);
    expect(body.settings.links.helpCentre).toBe('https://help.kadibet.io');
  });

  it('creates an httpOnly, SameSite=Lax visitor cookie and reports it as sessionId', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/settings/get' });
    const cookie = vidCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(response.json().sessionId).toBe(cookie?.value);
  });

  it('reuses a valid visitor cookie and replaces a malformed one', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/settings/get' });
    const id = vidCookie(first)?.value ?? '';
    const again = await app.inject({
      method: 'GET',
      url: '/api/settings/get',
      cookies: { vid: id },
    });
    expect(again.json().sessionId).toBe(id);
    expect(vidCookie(again)).toBeUndefined();

    const forged = await app.inject({
      method: 'GET',
      url: '/api/settings/get',
      cookies: { vid: 'not a visitor id' },
    });
    expect(forged.json().sessionId).not.toBe('not a visitor id');
    expect(vidCookie(forged)?.value).toBe(forged.json().sessionId);
  });

  it('gives each browser its own id', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/settings/get' });
    const b = await app.inject({ method: 'GET', url: '/api/settings/get' });
    expect(a.json().sessionId).not.toBe(b.json().sessionId);
  });

  it('marks the cookie Secure when PUBLIC_ORIGIN is https', async () => {
    const secureApp = await ctx.app({ PUBLIC_ORIGIN: 'https://casino.example' });
    const response = await secureApp.inject({ method: 'GET', url: '/api/settings/get' });
    expect(vidCookie(response)?.secure).toBe(true);
  });

  it('restricts visitors from a restricted country named by the CDN header', async () => {
    const regional = await ctx.app({
      COUNTRY_HEADER: 'cf-ipcountry',
      RESTRICTED_COUNTRIES: 'US,FR',
    });
    const get = (country?: string) =>
      regional.inject({
        method: 'GET',
        url: '/api/settings/get',
        headers: country === undefined ? {} : { 'cf-ipcountry': country },
      });

    const restricted = settingsSchemas().response.parse((await get('us')).json()).settings;
    expect(restricted).toMatchObject({
      restrictedRegion: true,
      countryCode: 'US',
      regionCountryCode: 'US',
    });

    const allowed = settingsSchemas().response.parse((await get('KE')).json()).settings;
    expect(allowed).toMatchObject({ restrictedRegion: false, countryCode: 'KE' });

    for (const unknown of [undefined, 'XX', 'T1', 'USA', '<script>']) {
      const settings = settingsSchemas().response.parse((await get(unknown)).json()).settings;
      expect(settings).toMatchObject({ restrictedRegion: false, countryCode: null });
    }
  });

  it('ignores the country header unless COUNTRY_HEADER names it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/settings/get',
      headers: { 'cf-ipcountry': 'US' },
    });
    expect(response.json().settings.countryCode).toBeNull();
  });

  it('reports the build id of the client it serves', async () => {
    const staticDir = join(ctx.dataDir, 'built-client');
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(join(staticDir, 'build-id.json'), JSON.stringify({ buildId: '0.1.0+abc' }));
    const built = await ctx.app({ STATIC_DIR: staticDir });
    const response = await built.inject({ method: 'GET', url: '/api/settings/get' });
    expect(response.json().settings.clientBuildId).toBe('0.1.0+abc');
  });
});
