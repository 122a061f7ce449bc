// @vitest-environment node

import { createTestContext, type TestContext } from '@tests/support/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@/contracts/api-error';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext('account', { database: false });
});
afterAll(() => ctx?.close());

describe('GET /api/account/get', () => {
  it('answers 401 code 1001 and is never cached when nobody is signed in', async () => {
    const app = await ctx.app();
    const response = await app.inject({
      method: 'GET',
      url: '/api/account/get',
      cookies: { vid: 'AAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(apiErrorBodySchema.parse(response.json())).toEqual({
      error: { code: 1001, message: 'Unauthorized' },
    });
  });
});
