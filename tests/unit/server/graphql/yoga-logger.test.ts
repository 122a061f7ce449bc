// @vitest-environment node
/**
 * Yoga's log lines reach pino as `{ err }` objects with a message: a resolver's unexpected
 * error is logged with its own stack, not as the `{"0":{}}` of an array handed to pino.
 */

import { yogaLogger } from '@server/graphql/yoga-logger';
import {
  CSRF_COOKIES,
  CSRF_HEADERS,
  createTestContext,
  type TestContext,
} from '@tests/support/app';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { GraphQLError as CommonJsGraphQLError } from 'graphql/index.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext('graphql-logger', { database: false });
});
afterAll(() => ctx?.close());

function fakeLog() {
  const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { log, logger: yogaLogger(log as unknown as FastifyBaseLogger) };
}

describe('yogaLogger', () => {
  it('logs an Error under err with a message', () => {
    const { log, logger } = fakeLog();
    const error = new RangeError('Maximum call stack size exceeded');
    logger.error(error);
    expect(log.error).toHaveBeenCalledWith({ err: error }, 'GraphQL request failed');
  });

  // Yoga's errors come from graphql-js's CommonJS build; a test's import gets the ES one.
  it.each([
    ['ES', GraphQLError],
    ['CommonJS', CommonJsGraphQLError],
  ])(
    "logs a resolver's error by its original, with the GraphQL path (%s build)",
    (_build, Type) => {
      const { log, logger } = fakeLog();
      const cause = new Error('database down');
      logger.error(new Type('database down', { originalError: cause, path: ['gameTags'] }));
      expect(log.error).toHaveBeenCalledWith(
        { err: cause, graphql: { message: 'database down', path: ['gameTags'] } },
        'GraphQL request failed',
      );
    },
  );

  it('keeps a message and puts other values beside it', () => {
    const { log, logger } = fakeLog();
    logger.debug('Processing GraphQL Parameters');
    logger.warn('odd value', { a: 1 });
    expect(log.debug).toHaveBeenCalledWith({}, 'Processing GraphQL Parameters');
    expect(log.warn).toHaveBeenCalledWith({ values: [{ a: 1 }] }, 'odd value');
  });
});

describe('the GraphQL route', () => {
  it("logs an unexpected resolver error with err (the resolver's own error)", async () => {
    const app = await ctx.app();
    const error = vi.spyOn(app.log, 'error');
    // No database in this file: the resolver's first query throws.
    const response = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ gameTags { id } }' },
      headers: CSRF_HEADERS,
      cookies: CSRF_COOKIES,
    });
    expect(response.json().errors[0].message).toBe('Unexpected error.');
    const [fields, message] = error.mock.calls.at(-1) ?? [];
    expect(fields).toMatchObject({ err: expect.any(Error) });
    expect((fields as { err: Error }).err.message).toMatch(/without a database/);
    expect(message).toBe('GraphQL request failed');
  });
});
