// @vitest-environment node

import { buildApp } from '@server/app';
import { countryFromHeaders, requireAllowedRegion } from '@server/plugins/country';
import {
  CSRF_COOKIES,
  CSRF_HEADERS,
  createTestContext,
  type TestContext,
} from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('country', { database: false });
  app = await buildApp({
    config: ctx.config({ COUNTRY_HEADER: 'cf-ipcountry', RESTRICTED_COUNTRIES: 'US' }),
    database: ctx.database,
  });
  app.post('/api/test/bet', { preHandler: requireAllowedRegion }, async (request) => ({
    placed: true,
    country: request.countryCode,
  }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

describe('country', () => {
  it('reads only a valid two-letter code from the configured header', () => {
    expect(countryFromHeaders({ 'cf-ipcountry': 'ke' }, 'cf-ipcountry')).toBe('KE');
    expect(countryFromHeaders({ 'cf-ipcountry': ' gb ' }, 'cf-ipcountry')).toBe('GB');
    expect(countryFromHeaders({ 'cf-ipcountry': 'KEN' }, 'cf-ipcountry')).toBeNull();
    expect(countryFromHeaders({ 'cf-ipcountry': 'XX' }, 'cf-ipcountry')).toBeNull();
    expect(countryFromHeaders({ 'cf-ipcountry': 'KE' }, null)).toBeNull();
    expect(countryFromHeaders({}, 'cf-ipcountry')).toBeNull();
  });

  it('refuses restricted visitors with 403/1002 and lets others through', async () => {
    const restricted = await app.inject({
      method: 'POST',
      cookies: CSRF_COOKIES,
      url: '/api/test/bet',
      headers: { ...CSRF_HEADERS, 'cf-ipcountry': 'US' },
    });
    expect(restricted.statusCode).toBe(403);
    expect(restricted.json()).toEqual({
      error: { code: 1002, message: 'This service is not available in your region' },
    });

    const allowed = await app.inject({
      method: 'POST',
      cookies: CSRF_COOKIES,
      url: '/api/test/bet',
      headers: { ...CSRF_HEADERS, 'cf-ipcountry': 'KE' },
    });
    expect(allowed.json()).toEqual({ placed: true, country: 'KE' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/test/bet',
      cookies: CSRF_COOKIES,
      headers: CSRF_HEADERS,
    });
    expect(unknown.json()).toEqual({ placed: true, country: null });
  });
});
