// @vitest-environment node

import { buildApp } from '@server/app';
import { parseInput } from '@server/http/validate';
import {
  CSRF_COOKIES,
  CSRF_HEADERS,
  createTestContext,
  type TestContext,
} from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '@/contracts/api-error';

let ctx: TestContext;
let app: FastifyInstance;
const SECRET = 'connection string postgres://admin:hunter2@db';

beforeAll(async () => {
  ctx = await createTestContext('errors', { database: false });
  // Routes only this test has, added before the app is ready.
  app = await buildApp({ config: ctx.config(), database: ctx.database });
  app.post('/api/test/echo', async (request) =>
    parseInput(z.object({ name: z.string().min(2), age: z.number().int() }), request.body, 'body'),
  );
  const echoSchema = z.object({ name: z.string().min(2), age: z.number().int() });
  app.post('/api/test/declared', { schema: { body: echoSchema } }, async (request) => request.body);
  app.get(
    '/api/test/declared-query',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async (request) => request.query,
  );
  app.post(
    '/api/test/declared-signed-in',
    { schema: { body: echoSchema }, preHandler: app.requireUser },
    async (request) => request.body,
  );
  const answerSchema = z.object({ ok: z.literal(true) });
  app.get('/api/test/answer-extra', { schema: { response: { 200: answerSchema } } }, async () => ({
    ok: true,
    internalNote: 'not in the contract',
  }));
  app.get('/api/test/answer-drift', { schema: { response: { 200: answerSchema } } }, async () => ({
    ok: 'yes',
  }));
  app.get('/api/test/crash', async () => {
    throw new Error(SECRET);
  });
  app.get(
    '/api/test/limited',
    { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
    async () => ({
      ok: true,
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

function errorOf(response: { json(): unknown }) {
  return apiErrorBodySchema.parse(response.json()).error;
}

describe('API error shapes', () => {
  it('answers 400/1000 listing every failing field', async () => {
    const response = await app.inject({
      method: 'POST',
      cookies: CSRF_COOKIES,
      headers: CSRF_HEADERS,
      url: '/api/test/echo',
      payload: { name: 'x', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe(1000);
    expect(error.issues?.map((issue) => issue.path).sort()).toEqual(['body.age', 'body.name']);
  });

  it('answers 400/1000 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      cookies: CSRF_COOKIES,
      url: '/api/test/echo',
      headers: { ...CSRF_HEADERS, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(1000);
  });

  it('answers 404/1003 for an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no/such/route?x=1' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 1003,
        message: `Route ${method} /api/no/such/route not found`,
      });
    }
  });

  it('answers 429/1004 past a route rate limit', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe(1004);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers 500/1500 without leaking what went wrong', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response)).toEqual({ code: 1500, message: 'Internal server error' });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('Routes that declare their schemas', () => {
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', cookies: CSRF_COOKIES, headers: CSRF_HEADERS, url, payload });

  it('answers a bad body with the same 400/1000 and field paths as parseInput', async () => {
    const response = await post('/api/test/declared', { name: 'x', age: 'old' });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error).toMatchObject({ code: 1000, message: 'Invalid request' });
    expect(error.issues?.map((issue) => issue.path).sort()).toEqual(['body.age', 'body.name']);
  });

  it('names a bad query parameter query.<field>, as the client reads it', async () => {
    const response = await app.inject({ url: '/api/test/declared-query?page=0' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues?.map((issue) => issue.path)).toEqual(['query.page']);
  });

  it('hands the handler the parsed input', async () => {
    const response = await app.inject({ url: '/api/test/declared-query?page=3' });
    expect(response.json()).toEqual({ page: 3 });
  });

  it('still answers a visitor 401 before looking at what they sent', async () => {
    const response = await post('/api/test/declared-signed-in', { name: 'x' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe(1001);
  });
});

describe('Routes that declare their answer', () => {
  it('send only the fields the contract names', async () => {
    const response = await app.inject({ url: '/api/test/answer-extra' });
    expect(response.json()).toEqual({ ok: true });
  });

  it('answer 500/1500 rather than an answer that breaks the contract', async () => {
    const response = await app.inject({ url: '/api/test/answer-drift' });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response).code).toBe(1500);
    expect(response.body).not.toContain('yes');
  });
});
