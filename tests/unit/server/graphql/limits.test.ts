// @vitest-environment node
/**
 * Operations over a limit are refused before they run, with a 400 and QUERY_TOO_COMPLEX
 * whatever the client accepts. This file has no database: an operation that reached a
 * resolver would answer 'Unexpected error.' instead.
 */

import {
  CSRF_COOKIES,
  CSRF_HEADERS,
  createTestContext,
  type TestContext,
} from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TP_GAMES_GET_ALL_QUERY } from '@/contracts/catalogue-graphql';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('graphql-limits', { database: false });
  app = await ctx.app();
});
afterAll(() => ctx?.close());

const GAME_FIELDS = /\{\s*(id title[\s\S]*)\}\s*\}$/.exec(TP_GAMES_GET_ALL_QUERY)?.[1] ?? '';

function post(payload: unknown, accept = 'application/json') {
  return app.inject({
    method: 'POST',
    url: '/api/graphql',
    payload: payload as object,
    headers: { ...CSRF_HEADERS, accept },
    cookies: CSRF_COOKIES,
  });
}

async function refusal(query: string, accept?: string) {
  const response = await post({ query }, accept);
  expect(response.statusCode, response.body).toBe(400);
  const { data, errors } = response.json();
  expect(data).toBeUndefined();
  expect(errors).toHaveLength(1);
  expect(errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  return errors[0].message as string;
}

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const nested = (levels: number) => `{ ${'a { '.repeat(levels)}b${' }'.repeat(levels)} }`;

describe('the attack of issue 17', () => {
  const slots = `tpGamesGetAll(tagSlug: "slots") { ${GAME_FIELDS} }`;

  it('refuses 100 aliases of tpGamesGetAll(tagSlug: "slots") before running one', async () => {
    // ~4,500 tokens; with fewer fields the aliases, and then the cost, refuse it as well.
    expect(await refusal(aliases(100, slots))).toBe('Token limit of 1000 exceeded.');
  });

  it('refuses 10 of them, within the token and alias limits, for their cost', async () => {
    expect(await refusal(aliases(10, slots))).toBe(
      'Query cost limit of 400000 exceeded, found 1900010.',
    );
  });

  it.each([2_000, 5_000])(
    'answers a query nested %i deep 400 (the parser stops at the token limit)',
    async (levels) => {
      expect(await refusal(nested(levels))).toBe('Token limit of 1000 exceeded.');
    },
  );
});

describe('each limit', () => {
  it('refuses more than 1,000 tokens', async () => {
    const query = `{ ${'serverTime '.repeat(1_000)}}`;
    expect(await refusal(query)).toBe('Token limit of 1000 exceeded.');
  });

  it('refuses a depth over 8', async () => {
    expect(await refusal(nested(9))).toBe('Query depth limit of 8 exceeded, found 10.');
  });

  it('refuses more than 10 aliases', async () => {
    expect(await refusal(aliases(11, 'serverTime'))).toBe(
      'Aliases limit of 10 exceeded, found 11.',
    );
  });

  it('refuses more than 10 directives', async () => {
    const query = `{ ${'serverTime @include(if: true) '.repeat(11)}}`;
    expect(await refusal(query)).toBe('Directives limit of 10 exceeded, found 11.');
  });

  it('refuses a cost over GRAPHQL_MAX_COST: 3 lists of games with their fields', async () => {
    const query = aliases(3, `tpGamesGetAll(tagSlug: "slots") { ${GAME_FIELDS} }`);
    expect(await refusal(query)).toBe('Query cost limit of 400000 exceeded, found 570003.');
  });

  it('counts the operations of a batch together', async () => {
    const list = { query: `{ tpGamesGetAll(tagSlug: "slots") { ${GAME_FIELDS} } }` };
    const response = await post([{ query: '{ serverTime }' }, list, list, list]);
    const answers = response.json();
    expect(answers[0].data.serverTime).toEqual(expect.any(Number));
    // No database here: the two lists within the limit ran and failed in their resolver.
    expect(answers[1].errors[0].message).toBe('Unexpected error.');
    expect(answers[2].errors[0].message).toBe('Unexpected error.');
    expect(answers[3].errors[0]).toMatchObject({
      message:
        "Query cost limit of 400000 exceeded by this request's operations together, found 570004.",
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  it('takes the cost limit from GRAPHQL_MAX_COST', async () => {
    const tight = await ctx.app({ GRAPHQL_MAX_COST: '1000' });
    const response = await tight.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ tpGamesGetAll(tagSlug: "slots") { id } }' },
      headers: CSRF_HEADERS,
      cookies: CSRF_COOKIES,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(
      'Query cost limit of 1000 exceeded, found 5001.',
    );
  });

  it('answers 400 also to a client that accepts GraphQL responses (the app)', async () => {
    const accept = 'application/graphql-response+json, application/json';
    expect(await refusal(nested(2_000), accept)).toBe('Token limit of 1000 exceeded.');
    expect(await refusal(aliases(11, 'serverTime'), accept)).toMatch(/Aliases limit/);
  });

  it('runs an operation at every limit', async () => {
    const query = `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: serverTime @skip(if: false)`).join(' ')} }`;
    const response = await post({ query });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data)).toHaveLength(10);
  });
});
