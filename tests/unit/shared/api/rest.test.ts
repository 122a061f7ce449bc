import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, NetworkError } from '@/shared/api/api-error';
import { apiRequest, onApiError } from '@/shared/api/rest';

// Stubbed, not MSW: these tests check the request's `cache` mode, which MSW does not pass on.
function mockFetch(response: Response | Error) {
  const fn = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends same-origin credentials and parses the answer with the schema', async () => {
    const fetch = mockFetch(json({ ok: true }));
    await expect(apiRequest('/thing', { schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thing');
    expect(init.credentials).toBe('include');
  });

  it('sends no-cache headers when asked (the account fetch)', async () => {
    const fetch = mockFetch(json({}));
    await apiRequest('/account/get', { schema: z.object({}), noCache: true });
    const init = fetch.mock.calls[0]?.[1 as never] as unknown as RequestInit;
    expect((init.headers as Record<string, string>)['cache-control']).toBe('no-cache');
    expect(init.cache).toBe('no-store');
  });

  it('revalidates cached copies when asked for a fresh one (after a pushed change)', async () => {
    const modes: (RequestCache | undefined)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        modes.push(init.cache);
        return json({});
      }),
    );
    await apiRequest('/settings/get', { schema: z.object({}) });
    await apiRequest('/settings/get', { schema: z.object({}), fresh: true });
    expect(modes).toEqual(['default', 'no-cache']);
  });

  it('turns the error body into an ApiError with code and issues, and tells listeners', async () => {
    mockFetch(
      json(
        {
          error: {
            code: 1000,
            message: 'Invalid input',
            issues: [{ path: 'amount', message: 'Too small' }],
          },
        },
        400,
      ),
    );
    const seen: ApiError[] = [];
    const stop = onApiError((e) => seen.push(e));
    const error = await apiRequest('/x', { schema: z.unknown() }).catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 1000, message: 'Invalid input' });
    expect((error as ApiError).issues).toEqual([{ path: 'amount', message: 'Too small' }]);
    expect(seen).toHaveLength(1);
  });

  it('recognises 401 and the region code 1002', async () => {
    mockFetch(json({ error: { code: 1001, message: 'Unauthorized' } }, 401));
    const unauthorized = (await apiRequest('/x', { schema: z.unknown() }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(unauthorized.isUnauthorized).toBe(true);
    mockFetch(json({ error: { code: 1002, message: 'Restricted' } }, 403));
    const restricted = (await apiRequest('/x', { schema: z.unknown() }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(restricted.isRegionRestricted).toBe(true);
  });

  it('rejects an answer that does not match the contract', async () => {
    mockFetch(json({ ok: 'yes' }));
    await expect(apiRequest('/x', { schema: z.object({ ok: z.boolean() }) })).rejects.toThrow(
      /Unexpected response/,
    );
  });

  it('reports an unreachable server as a NetworkError', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x', { schema: z.unknown() })).rejects.toBeInstanceOf(NetworkError);
  });

  it('handles a non-JSON error page', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/x', { schema: z.unknown() })).rejects.toMatchObject({
      status: 502,
      code: 1500,
    });
  });
});
