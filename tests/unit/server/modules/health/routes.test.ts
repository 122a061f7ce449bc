// @vitest-environment node

import { createTestContext, type TestContext } from '@tests/support/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@/contracts/health';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext('health');
});
afterAll(() => ctx?.close());

describe('GET /api/health', () => {
  it('is ok when the database answers', async () => {
    const app = await ctx.app();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = healthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', database: { driver: 'pglite', ok: true } });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 degraded when the database does not', async () => {
    const broken = { ...ctx.database, ping: async () => false };
    const app = await ctx.app({}, broken);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(healthResponseSchema.parse(response.json())).toMatchObject({
      status: 'degraded',
      database: { driver: 'pglite', ok: false },
    });
  });
});
