// @vitest-environment node

import { buildApp } from '@server/app';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let ctx: TestContext;
let app: FastifyInstance;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  ctx = await createTestContext('api-docs', { database: false });
  app = await buildApp({
    config: ctx.config(),
    database: ctx.database,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

/** Routes left out of the OpenAPI document on purpose, and why. */
const NOT_IN_THE_DOCUMENT: { path: RegExp; reason: string }[] = [
  { path: /^\/api\/docs(\/|$)/, reason: 'the contract documents themselves and the docs page' },
  { path: /^\/\*$/, reason: 'the static client: every path no route owns' },
  { path: /^\/assets\/\*$/, reason: "the static client's hashed build files" },
  {
    path: /^\/sandbox\/provider\/\*$/,
    reason: "a 404 fence: the sandbox provider's pages live on its own origin",
  },
];

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

/** Fastify's `/users/:id` as OpenAPI writes it, `/users/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function methodsOf(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => method.toLowerCase()).filter((method) => method !== 'head');
}

describe('The published REST contract', () => {
  it('lists every route the server registers, with its method', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);

    const missing = routes
      .filter((route) => !NOT_IN_THE_DOCUMENT.some(({ path }) => path.test(route.url)))
      .flatMap((route) =>
        methodsOf(route)
          .filter((method) => !document.paths[openApiPath(route.url)]?.[method])
          .map((method) => `${method.toUpperCase()} ${route.url}`),
      );
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(50);
  });

  it("describes a route's body from its zod schema", async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    expect(JSON.stringify(document.paths['/api/operator/settings']?.patch)).toContain(
      'requestBody',
    );
  });

  it("describes a route's answer where the route declares it", async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    expect(JSON.stringify(document.paths['/api/responsible-gambling/limits']?.get)).toContain(
      '"limits"',
    );
  });

  it("carries the site's security headers like every other answer", async () => {
    for (const url of ['/api/docs/json', '/api/docs/graphql.sdl', '/api/docs/']) {
      const response = await app.inject({ url });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['permissions-policy'], url).toBeDefined();
    }
    // The docs page's looser CSP stays on the docs page.
    const health = await app.inject({ url: '/api/health' });
    expect(health.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the docs page outside production', async () => {
    const response = await app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('The published GraphQL and socket contracts', () => {
  it('serves the GraphQL schema as SDL', async () => {
    const response = await app.inject({ url: '/api/docs/graphql.sdl' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/type Query \{/);
  });

  it('lists every socket event with its payload schema', async () => {
    const response = await app.inject({ url: '/api/docs/socket-events.json' });
    const docs = response.json<{
      serverToClient: { event: string; payload: unknown }[];
      clientToServer: { event: string; payload: unknown }[];
    }>();
    const chatMessage = docs.serverToClient.find((doc) => doc.event === 'chat_message');
    expect(chatMessage?.payload).toMatchObject({ type: 'object' });
    expect(docs.clientToServer.map((doc) => doc.event)).toEqual([
      'chat_send',
      'originals:bet',
      'originals:act',
      'originals:cashout',
      'originals:active',
    ]);
  });
});

describe('The contract in production', () => {
  it('still serves the OpenAPI document, without the page or the SDL', async () => {
    const production = await ctx.app({ NODE_ENV: 'production' });
    expect((await production.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await production.inject({ url: '/api/docs/' })).statusCode).toBe(404);
    expect((await production.inject({ url: '/api/docs/graphql.sdl' })).statusCode).toBe(404);
  });
});
