import { mockRequests, recordRequests } from '@tests/support/request-mocks';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  serverFieldIssuesOf,
  serverMessageOf,
  submitLogin,
  submitRegister,
  submitSignupCode,
  submitTwoFactorCode,
} from '@/features/account/auth/queries';
import { clearTestCookie, setTestCookie } from '../test-cookies';

const server = mockRequests();
const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });

/** Answers every POST with `response`; the requests come back to check what was sent. */
function answerPosts(response: Response) {
  server.use(http.post('*', () => response.clone()));
  const requests = recordRequests(server);
  return async () => {
    const [first] = await requests.sent();
    return {
      url: first?.url,
      method: first?.method,
      csrf: first?.headers.get('x-csrf-token'),
      body: first?.body,
    };
  };
}

// Writes carry the CSRF header from this cookie; without it the client would fetch one first.
beforeEach(() => {
  setTestCookie('kb_csrf', 'test-token');
});
afterEach(() => clearTestCookie('kb_csrf'));

describe('auth calls', () => {
  it('posts the sign-in to /api/auth/login and reads a two-factor request', async () => {
    const sent = answerPosts(
      json({ twoFactorRequired: true, method: 'email', maskedEmail: 'a***@example.com' }),
    );
    await expect(submitLogin({ identifier: 'ann', password: 'secret12' })).resolves.toEqual({
      twoFactorRequired: true,
      method: 'email',
      maskedEmail: 'a***@example.com',
    });
    expect(await sent()).toEqual({
      url: '/api/auth/login',
      method: 'POST',
      csrf: 'test-token',
      body: { identifier: 'ann', password: 'secret12' },
    });
  });

  it('reads a completed sign-in with the previous sign-in time', async () => {
    answerPosts(json({ twoFactorRequired: false, previousSignInAt: null }));
    await expect(submitLogin({ identifier: 'ann', password: 'secret12' })).resolves.toEqual({
      twoFactorRequired: false,
      previousSignInAt: null,
    });
  });

  it('reads the emailed code of a sign-up, and treats an empty success as signed in', async () => {
    answerPosts(json({ emailCodeSent: true }));
    await expect(
      submitRegister({
        username: 'ann',
        email: 'ann@example.com',
        password: 'secret12',
        acceptTerms: true,
        confirmAge: true,
      }),
    ).resolves.toEqual({ emailCodeSent: true });
    server.resetHandlers();
    const sent = answerPosts(new Response(null, { status: 204 }));
    await expect(submitSignupCode({ code: '123456' })).resolves.toEqual({
      twoFactorRequired: false,
    });
    expect(await sent()).toMatchObject({
      url: '/api/auth/register/confirm',
      body: { code: '123456' },
    });
  });

  it('posts the code to /api/auth/2fa/verify', async () => {
    const sent = answerPosts(new Response(null, { status: 204 }));
    await submitTwoFactorCode({ code: '123456', email: 'a***@example.com' });
    expect(await sent()).toMatchObject({
      url: '/api/auth/2fa/verify',
      body: { code: '123456', email: 'a***@example.com' },
    });
  });

  it("hands back the server's own message and field issues when a call fails", async () => {
    answerPosts(
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
    answerPosts(
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
