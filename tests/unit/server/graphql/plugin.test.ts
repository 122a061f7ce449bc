// @vitest-environment node

import {
  CSRF_COOKIES,
  CSRF_HEADERS,
  createTestContext,
  type TestContext,
} from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/contracts/locales';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('graphql', { database: false });
  app = await ctx.app();
});
afterAll(() => ctx?.close());

function post(payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/graphql',
    payload: payload as object,
    headers: { ...CSRF_HEADERS, ...headers },
    cookies: CSRF_COOKIES,
  });
}

describe('GraphQL', () => {
  it('answers the languages of the contract and the server time', async () => {
    const before = Date.now();
    const response = await post({ query: '{ serverTime languages { code name dir } }' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.serverTime).toBeGreaterThanOrEqual(before);
    expect(data.languages).toEqual(LANGUAGES.map(({ code, name, dir }) => ({ code, name, dir })));
  });

  it('matches the accept-language header to a supported locale', async () => {
    const locale = async (header: string) =>
      (await post({ query: '{ locale }' }, { 'accept-language': header })).json().data.locale;
    expect(await locale('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(await locale('de-DE, ar;q=0.5, fr;q=0.7')).toBe('fr');
    expect(await locale('de, nl')).toBe('en');
  });

  it('answers a batch of 2 operations with an array of 2 results', async () => {
    const response = await post([{ query: '{ serverTime }' }, { query: '{ languages { code } }' }]);
    expect(response.statusCode).toBe(200);
    const results = response.json();
    expect(Array.isArray(results)).toBe(true);
    expect(results).toHaveLength(2);
    expect(results[0].data.serverTime).toEqual(expect.any(Number));
    expect(results[1].data.languages).toHaveLength(LANGUAGES.length);
  });

  it('refuses a batch of 6 operations', async () => {
    const response = await post(Array.from({ length: 6 }, () => ({ query: '{ serverTime }' })));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(response.json())).toMatch(/Batching is limited to 5/);
  });

  it('reports errors as GraphQL errors with extensions.code', async () => {
    const response = await post({ query: '{ noSuchField }' });
    const { errors } = response.json();
    expect(errors[0].message).toMatch(/noSuchField/);
    expect(errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('serves no GraphiQL outside development', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/graphql',
      headers: { accept: 'text/html' },
    });
    expect(response.body).not.toMatch(/graphiql/i);
  });

  it('serves GraphiQL in development, with a CSP loosened on that route only', async () => {
    const dev = await ctx.app({ NODE_ENV: 'development' });
    const page = await dev.inject({
      method: 'GET',
      url: '/api/graphql',
      headers: { accept: 'text/html' },
    });
    expect(page.body).toMatch(/graphiql/i);
    expect(page.headers['content-security-policy']).toContain('https://unpkg.com');
    const api = await dev.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).not.toContain('unpkg');
  });
});

describe('what the route accepts', () => {
  it('refuses a query sent with GET: 405, Allow: POST, a message saying to POST JSON', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent('{ serverTime }')}`,
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    const { errors } = response.json();
    expect(errors[0].message).toMatch(/POST as application\/json/);
    expect(errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED');
    expect(response.body).not.toContain('data');
  });

  it('refuses a mutation sent with GET', async () => {
    const query = encodeURIComponent('mutation { playerTagCreate(tagId: "1") }');
    const response = await app.inject({ method: 'GET', url: `/api/graphql?query=${query}` });
    expect(response.statusCode).toBe(405);
    expect(response.json().errors[0].message).toMatch(/POST/);
  });

  it('refuses a POST without the CSRF token like any /api write (403, code 1007)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: 'mutation { playerTagCreate(tagId: "1") }' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(1007);
  });

  it('answers a text/plain body 415 with a JSON error saying to send application/json', async () => {
    const response = await post('{"query":"{ serverTime }"}', { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { errors } = response.json();
    expect(errors[0].message).toBe('Send GraphQL operations as application/json, not text/plain.');
    expect(errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts application/json with a charset', async () => {
    const response = await post(
      { query: '{ serverTime }' },
      { 'content-type': 'application/json; charset=utf-8' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.serverTime).toEqual(expect.any(Number));
  });
});

describe('the schema in production', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('refuses introspection and hides field suggestions', async () => {
    const production = await ctx.app({ NODE_ENV: 'production' });
    const ask = async (query: string) =>
      (
        await production.inject({
          method: 'POST',
          url: '/api/graphql',
          payload: { query },
          headers: CSRF_HEADERS,
          cookies: CSRF_COOKIES,
        })
      ).json();
    const schema = await ask(INTROSPECTION);
    expect(schema.data).toBeUndefined();
    expect(schema.errors[0].message).toMatch(/introspection has been disabled/);
    expect((await ask('{ __type(name: "Query") { name } }')).errors[0].message).toMatch(
      /introspection has been disabled/,
    );
    const typo = await ask('{ serverTim }');
    expect(typo.errors[0].message).toMatch(/^Cannot query field "serverTim" on type "Query"/);
    expect(typo.errors[0].message).not.toMatch(/serverTime/);
    expect((await ask('{ __typename serverTime }')).data.__typename).toBe('Query');
  });

  it('answers introspection and suggestions in development (and in tests)', async () => {
    const dev = await ctx.app({ NODE_ENV: 'development' });
    const ask = async (target: FastifyInstance, query: string) =>
      (
        await target.inject({
          method: 'POST',
          url: '/api/graphql',
          payload: { query },
          headers: CSRF_HEADERS,
          cookies: CSRF_COOKIES,
        })
      ).json();
    for (const target of [dev, app]) {
      expect((await ask(target, INTROSPECTION)).data.__schema.queryType.name).toBe('Query');
      expect((await ask(target, '{ serverTim }')).errors[0].message).toMatch(
        /Did you mean "serverTime"/,
      );
    }
  });
});

describe('caching', () => {
  it('marks every answer no-store: queries and mutations alike', async () => {
    for (const query of ['{ serverTime }', 'mutation { playerTagCreate(tagId: "1") }']) {
      const response = await post({ query });
      expect(response.headers['cache-control'], query).toBe('no-store');
    }
  });
});

describe('the rate limit', () => {
  it('answers 429 past GRAPHQL_REQUESTS_PER_MINUTE requests from one address', async () => {
    const limited = await ctx.app({ GRAPHQL_REQUESTS_PER_MINUTE: '3' });
    const send = () =>
      limited.inject({
        method: 'POST',
        url: '/api/graphql',
        payload: { query: '{ serverTime }' },
        headers: CSRF_HEADERS,
        cookies: CSRF_COOKIES,
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toMatch(/^Too many requests, retry in/);
    const other = await limited.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ serverTime }' },
      headers: CSRF_HEADERS,
      cookies: CSRF_COOKIES,
      remoteAddress: '192.0.2.7',
    });
    expect(other.statusCode).toBe(200);
  });

  it('lets a player through 300 requests a minute by default', () => {
    expect(ctx.config().graphql.requestsPerMinute).toBe(300);
  });
});
