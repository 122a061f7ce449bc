import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  serverFieldIssuesOf,
  serverMessageOf,
  submitLogin,
  submitRegister,
  submitSignupCode,
  submitTwoFactorCode,
} from '@/features/account/auth-api';
import { clearTestCookie, setTestCookie } from '../test-cookies';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockFetch(response: Response) {
  const fn = vi.fn(async () => response);
  vi.stubGlobal('fetch', fn);
  return fn;
}

function sent(fn: ReturnType<typeof mockFetch>) {
  const [url, init] = fn.mock.calls[0] as unknown as [string, RequestInit];
  const headers = init.headers as Record<string, string>;
  return {
    url,
    method: init.method,
    csrf: headers['x-csrf-token'],
    body: JSON.parse(String(init.body)) as unknown,
  };
}

// Writes carry the CSRF header from this cookie; without it the client would fetch one first.
beforeEach(() => {
  setTestCookie('kb_csrf', 'test-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearTestCookie('kb_csrf');
});

describe('auth calls', () => {
  it('posts the sign-in to /api/auth/login and reads a two-factor request', async () => {
    const fetch = mockFetch(
      json({ twoFactorRequired: true, method: 'email', maskedEmail: 'a***@example.com' }),
    );
    await expect(submitLogin({ identifier: 'ann', password: 'secret12' })).resolves.toEqual({
      twoFactorRequired: true,
      method: 'email',
      maskedEmail: 'a***@example.com',
    });
    expect(sent(fetch)).toEqual({
      url: '/api/auth/login',
      method: 'POST',
      csrf: 'test-token',
      body: { identifier: 'ann', password: 'secret12' },
    });
  });

  it('reads a completed sign-in with the previous sign-in time', async () => {
    mockFetch(json({ twoFactorRequired: false, previousSignInAt: null }));
    await expect(submitLogin({ identifier: 'ann', password: 'secret12' })).resolves.toEqual({
      twoFactorRequired: false,
      previousSignInAt: null,
    });
  });

  it('reads the emailed code of a sign-up, and treats an empty success as signed in', async () => {
    mockFetch(json({ emailCodeSent: true }));
    await expect(
      submitRegister({
        username: 'ann',
        email: 'ann@example.com',
        password: 'secret12',
        acceptTerms: true,
        confirmAge: true,
      }),
    ).resolves.toEqual({ emailCodeSent: true });
    const fetch = mockFetch(new Response(null, { status: 204 }));
    await expect(submitSignupCode({ code: '123456' })).resolves.toEqual({
      twoFactorRequired: false,
    });
    expect(sent(fetch)).toMatchObject({
      url: '/api/auth/register/confirm',
      body: { code: '123456' },
    });
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

  it("names the form field of the server's input validation issues ('body.email' → email)", async () => {
    mockFetch(
      json(
        {
          error: {
            code: 1000,
            message: 'Invalid request',
            issues: [{ path: 'body.email', message: 'Enter a valid email address' }],
          },
        },
        400,
      ),
    );
    const error = await submitLogin({ identifier: 'ann', password: 'x' }).catch((e: unknown) => e);
    expect(serverFieldIssuesOf(error)).toEqual({ email: 'Enter a valid email address' });
  });
});
