/**
 * The browser's part of signing in with the sandbox provider, for server tests: start an
 * attempt, answer the provider's page (Continue with an email and name, or Cancel), follow the
 * redirect to the callback, and read where the app sends the browser next.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OAuthIntent } from '@/contracts/identity';
import type { SessionClient } from '../account/session-client';

export interface SandboxAnswer {
  email?: string;
  name?: string;
  verified?: boolean;
  cancel?: boolean;
}

export async function startAttempt(client: SessionClient, intent: OAuthIntent = 'signIn') {
  const start = await client.post('/api/auth/oauth/kadi-id/start', { intent });
  expect(start.statusCode, start.body).toBe(200);
  const { authorizeUrl } = start.json() as { authorizeUrl: string };
  return authorizeUrl;
}

/** The provider's page answered; the address it sends the browser back to. */
export async function answerProvider(
  app: FastifyInstance,
  authorizeUrl: string,
  answer: SandboxAnswer,
): Promise<string> {
  const page = await app.inject({ method: 'GET', url: authorizeUrl });
  expect(page.statusCode, page.body).toBe(200);
  const request = new URL(authorizeUrl, 'http://localhost').searchParams;
  const form = new URLSearchParams(request);
  form.set('action', answer.cancel ? 'cancel' : 'continue');
  form.set('email', answer.email ?? 'someone@example.com');
  form.set('name', answer.name ?? 'Someone');
  if (answer.verified ?? true) form.set('email_verified', 'true');
  const posted = await app.inject({
    method: 'POST',
    url: new URL(authorizeUrl, 'http://localhost').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(posted.statusCode, posted.body).toBe(303);
  return String(posted.headers.location);
}

/** The callback's redirect into the app, parsed. */
export async function callback(client: SessionClient, address: string) {
  const response = await client.get(address);
  expect(response.statusCode, response.body).toBe(303);
  const location = new URL(String(response.headers.location), 'http://localhost');
  return { location, search: location.searchParams, response };
}

/** Start to finish: the app address the browser lands on. */
export async function providerSignIn(
  app: FastifyInstance,
  client: SessionClient,
  answer: SandboxAnswer,
  intent: OAuthIntent = 'signIn',
) {
  const authorizeUrl = await startAttempt(client, intent);
  return callback(client, await answerProvider(app, authorizeUrl, answer));
}

/** The sign-up token inside a `confirmSignup` address. */
export function signupTokenOf(search: URLSearchParams): string {
  const query = new URLSearchParams(search.get('confirmSignup') ?? '');
  const token = query.get('token');
  if (!token) throw new Error(`no sign-up token in ${search}`);
  return token;
}

export function authErrorsOf(search: URLSearchParams): string[] {
  return JSON.parse(search.get('authErrors') ?? '[]') as string[];
}
