import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BATCH_WINDOW_MS, GraphQLRequestError, graphqlRequest } from '@/shared/api/graphql';

interface Op {
  query: string;
  variables?: Record<string, unknown>;
}

let batches: Op[][] = [];
let headers: Headers[] = [];

beforeEach(() => {
  batches = [];
  headers = [];
  vi.useFakeTimers();
  document.documentElement.lang = 'fr';
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom test setup; the app only reads cookies.
  document.cookie = 'kb_csrf=csrf-token-for-graphql-tests';
  // Stubbed, not MSW: tests here run on fake timers, which MSW's real async would stall.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const ops = JSON.parse(String(init.body)) as Op[];
      batches.push(ops);
      headers.push(new Headers(init.headers));
      const results = ops.map((op) =>
        op.query.includes('fail')
          ? { errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }], data: null }
          : { data: { echo: op.variables?.n ?? null } },
      );
      return new Response(JSON.stringify(results), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const schema = z.object({ echo: z.number().nullable() });

describe('graphqlRequest batching', () => {
  it('sends operations issued within 20 ms as one batch', async () => {
    const a = graphqlRequest('query A { echo }', schema, { n: 1 });
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS / 2);
    const b = graphqlRequest('query B { echo }', schema, { n: 2 });
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    await expect(Promise.all([a, b])).resolves.toEqual([{ echo: 1 }, { echo: 2 }]);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(2);
  });

  it('never puts more than 5 operations in one request', async () => {
    const all = Array.from({ length: 12 }, (_, n) =>
      graphqlRequest('query Q { echo }', schema, { n }),
    );
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS * 3);
    const results = await Promise.all(all);
    expect(results.map((r) => r.echo)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(batches.map((b) => b.length)).toEqual([5, 5, 2]);
  });

  it('sends the UI language as accept-language, and the CSRF token', async () => {
    const p = graphqlRequest('query A { echo }', schema, { n: 1 });
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    await p;
    expect(headers[0]?.get('accept-language')).toBe('fr');
    expect(headers[0]?.get('x-csrf-token')).toBe('csrf-token-for-graphql-tests');
  });

  it('fails only the operation that errored, with its code', async () => {
    const ok = graphqlRequest('query A { echo }', schema, { n: 7 });
    const bad = graphqlRequest('query fail { echo }', schema);
    const caught = bad.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(BATCH_WINDOW_MS);
    await expect(ok).resolves.toEqual({ echo: 7 });
    const error = await caught;
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ message: 'Nope', code: 'FORBIDDEN' });
  });
});
