// @vitest-environment node
/**
 * The sandbox provider's pages live on its own origin, as a real aggregator's do: the
 * casino's origin refuses them and frames only that origin; the provider's site serves the
 * game page framable by the casino's origins alone, and nothing of the casino's.
 */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT, sessionIdOf, startGameOn, visitor } from './games';

let ctx: TestContext;
let app: FastifyInstance;
let site: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('provider-site');
  app = await ctx.app();
  site = app.gameProvider.site;
}, 60_000);
afterAll(() => ctx?.close());

const PROVIDER = 'http://localhost:8081';
const CASINO = ['http://127.0.0.1:8080', 'http://localhost:8080', 'http://[::1]:8080'];

function cspOf(response: { headers: Record<string, unknown> }): Map<string, string> {
  const policy = String(response.headers['content-security-policy']);
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

async function launchFun() {
  const started = await startGameOn(app)(
    { gameIdentifier: SLOT.identifier, mode: 'fun', gameCurrency: 'cash' },
    visitor,
  );
  // Resolved against the casino's address: a relative URL would be a page of the casino's.
  const url = new URL(started.url, CASINO[0]);
  return { url, session: sessionIdOf(started.url) };
}

describe("the game provider's own origin", () => {
  it("launches the game on the provider's origin, which the test setup defaults", async () => {
    expect(app.config.gameProvider).toMatchObject({ origin: PROVIDER, casinoOrigins: CASINO });
    const { url, session } = await launchFun();
    expect(url.origin).toBe(PROVIDER);
    expect(url.pathname).toBe('/sandbox/provider/play');
    expect(session).toMatch(/^gs_/);
  });

  it("refuses the provider's pages and calls on the casino's origin, and frames only the provider", async () => {
    const { url, session } = await launchFun();
    for (const [method, path] of [
      ['GET', `${url.pathname}${url.search}`],
      ['GET', '/sandbox/provider/slot-frame.js'],
      ['GET', `/sandbox/provider/state?session=${session}`],
      ['POST', '/sandbox/provider/spin'],
    ] as const) {
      const response = await app.inject({
        method,
        url: path,
        headers: { accept: 'text/html' },
        ...(method === 'POST' ? { payload: { session, bet: 100 } } : {}),
      });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain(PROVIDER);
    }
    const page = await app.inject({ url: '/api/health' });
    expect(cspOf(page).get('frame-src')).toBe(PROVIDER);
    expect(cspOf(page).get('frame-ancestors')).toBe("'none'");
  });

  it("serves the game page framable by the casino's origins only, with its own script", async () => {
    const { url, session } = await launchFun();
    const page = await site.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    const csp = cspOf(page);
    // An IPv6 address has no CSP form: the browser logs an error for it on every game page.
    expect(csp.get('frame-ancestors')).toBe('http://127.0.0.1:8080 http://localhost:8080');
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    // X-Frame-Options cannot name the casino; its SAMEORIGIN would refuse it.
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain(`data-session="${session}"`);
    expect(page.body).toContain(`data-casino-origins="${CASINO.join(' ')}"`);
    expect(page.body).toContain('src="/sandbox/provider/slot-frame.js"');
    const script = await site.inject({ url: '/sandbox/provider/slot-frame.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it("serves nothing of the casino's: no API, no GraphQL, no client, no socket", async () => {
    for (const path of ['/', '/api/health', '/api/csrf', '/index.html', '/socket.io/?EIO=4']) {
      const response = await site.inject({ url: path, headers: { accept: 'text/html' } });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['set-cookie'], path).toBeUndefined();
    }
    const graphql = await site.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ __typename }' },
    });
    expect(graphql.statusCode).toBe(404);
  });

  it("takes spins only from its own origin's pages, not from the casino's", async () => {
    const { session } = await launchFun();
    const spin = (origin: string) =>
      site.inject({
        method: 'POST',
        url: '/sandbox/provider/spin',
        headers: { origin, host: 'localhost:8081' },
        payload: { session, bet: 100 },
      });
    for (const casino of CASINO) expect((await spin(casino)).statusCode, casino).toBe(403);
    expect((await spin(PROVIDER)).statusCode).toBe(200);
  });

  it('refuses a spin from elsewhere before reading its body', async () => {
    const [casino = ''] = CASINO;
    const response = await site.inject({
      method: 'POST',
      url: '/sandbox/provider/spin',
      headers: { origin: casino, host: 'localhost:8081' },
      payload: { bet: 'all of it' },
    });
    expect(response.statusCode).toBe(403);
  });
});
