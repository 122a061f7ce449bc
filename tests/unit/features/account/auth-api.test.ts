import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  serverFieldIssuesOf,
  serverMessageOf,
  submitLogin,
  submitRegister,
  submitTwoFactorCode,
} from '@/features/account/auth-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockFetch(response: Response) {
  const fn = vi.fn(async () => response);
  vi.stubGlobal('fetch', fn);
  return fn;
}

function sent(fn: ReturnType<typeof mockFetch>) {
  const [url, init] = fn.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as unknown };
}

afterEach(() => vi.unstubAllGlobals());

describe('auth calls', () => {
  it('posts the sign-in to /api/auth/login and reads a two-factor request', async () => {
    const fetch = mockFetch(json({ twoFactorRequired: true }));
    await expect(submitLogin({ identifier: 'ann', password: 'secret12' })).resolves.toEqual({
      twoFactorRequired: true,
    });
    expect(sent(fetch)).toEqual({
      url: '/api/auth/login',
      method: 'POST',
      body: { identifier: 'ann', password: 'secret12' },
    });
  });

  it('treats an empty success as signed in without a second step', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(
      submitRegister({
        username: 'ann',
        email: 'ann@example.com',
        password: 'secret12',
        acceptTerms: true,
        confirmAge: true,
      }),
    ).resolves.toEqual({ twoFactorRequired: false });
  });

  it('posts the code to /api/auth/2fa/verify', async () => {
    const fetch = mockFetch(new Response(null, { status: 204 }));
    await submitTwoFactorCode({ code: '123456', email: 'a***@example.com' });
    expect(sent(fetch)).toMatchObject({
      url: '/api/auth/2fa/verify',
      body: { code: '123456', email: 'a***@example.com' },
    });
  });

  it("hands back the server's own message and field issues when a call fails", async () => {
    mockFetch(
      json(
        {
          error: {
            code: 1006,
            message: 'That username is taken.',
            issues: [{ path: 'username', message: 'Already in use' }],
          },
        },
        409,
      ),
    );
    const error = await submitLogin({ identifier: 'ann', password: 'x' }).catch((e: unknown) => e);
    expect(serverMessageOf(error)).toBe('That username is taken.');
    expect(serverFieldIssuesOf(error)).toEqual({ username: 'Already in use' });
    expect(serverMessageOf(new Error('boom'))).toBeUndefined();
  });
});
