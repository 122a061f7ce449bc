// @vitest-environment node
/**
 * Signing in with the sandbox provider as a visitor: the sign-up confirmation and the account
 * it creates, signing in again straight away, and every way the dance or its tokens can be
 * tampered with, replayed or run out of time — each refused with nothing created.
 */

import { users } from '@server/db/schema';
import { createTestContext, type TestContext } from '@tests/support/app';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userSchema } from '@/contracts/user';
import { sessionClient } from '../account/session-client';
import {
  answerProvider,
  authErrorsOf,
  callback,
  providerSignIn,
  signupTokenOf,
  startAttempt,
} from './provider-dance';

let ctx: TestContext;
let app: FastifyInstance;
let address = 0;

beforeAll(async () => {
  ctx = await createTestContext('identity-oauth-flow');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

const browser = () => {
  address += 1;
  return sessionClient(app, `10.61.0.${address}`);
};
const userCount = async () => (await ctx.database.db.select({ n: count() }).from(users))[0]?.n;

describe('a visitor signing in with Kadi ID', () => {
  it('confirms the sign-up, gets a passwordless account to name, and signs in directly next time', async () => {
    const visitor = browser();
    const { location, search } = await providerSignIn(app, visitor, {
      email: 'ann.flow@example.com',
      name: 'Ann Flow',
    });
    expect(location.pathname).toBe('/');
    const details = new URLSearchParams(search.get('confirmSignup') ?? '');
    expect(Object.fromEntries(details)).toMatchObject({
      provider: 'kadi-id',
      name: 'Ann Flow',
      email: 'ann.flow@example.com',
    });
    // Nothing exists until the player confirms.
    expect((await visitor.get('/api/account/get')).statusCode).toBe(401);

    const token = signupTokenOf(search);
    const created = await visitor.post('/api/auth/oauth/signup', { token });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ twoFactorRequired: false });
    const me = userSchema.parse((await visitor.get('/api/account/get')).json());
    expect(me).toMatchObject({
      email: 'ann.flow@example.com',
      emailVerified: true,
      mustSetName: true,
    });

    const before = await userCount();
    const again = await browser().post('/api/auth/oauth/signup', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already linked/);
    expect(await userCount()).toBe(before);

    const named = await visitor.post('/api/account/setUsername', { username: 'ann_flow' });
    expect(named.statusCode, named.body).toBe(200);

    const returning = browser();
    const back = await providerSignIn(app, returning, { email: 'Ann.Flow@example.com' });
    expect(back.location.pathname + back.location.search).toBe('/');
    const signedIn = userSchema.parse((await returning.get('/api/account/get')).json());
    expect(signedIn.id).toBe(me.id);
    expect(signedIn.name).toBe('ann_flow');
  });

  it('leaves an address the provider does not vouch for unverified', async () => {
    const visitor = browser();
    const { search } = await providerSignIn(app, visitor, {
      email: 'unverified.flow@example.com',
      verified: false,
    });
    const created = await visitor.post('/api/auth/oauth/signup', { token: signupTokenOf(search) });
    expect(created.statusCode).toBe(200);
    expect((await visitor.get('/api/account/get')).json().emailVerified).toBe(false);
  });

  it('refuses a tampered, expired or spent sign-up token, creating nothing', async () => {
    const { search } = await providerSignIn(app, browser(), { email: 'tamper.flow@example.com' });
    const token = signupTokenOf(search);
    const before = await userCount();

    const [header, body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, email: 'evil@example.com' })).toString(
      'base64url',
    );
    const tampered = await browser().post('/api/auth/oauth/signup', {
      token: `${header}.${forged}.${signature}`,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.message).toMatch(/not valid/);

    const later = Date.now() + 11 * 60_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    const expired = await browser().post('/api/auth/oauth/signup', { token });
    clock.mockRestore();
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toMatch(/expired/);
    expect(await userCount()).toBe(before);

    // A second sign-up racing the first with the same token: only one account.
    const [first, second] = await Promise.all([
      browser().post('/api/auth/oauth/signup', { token }),
      browser().post('/api/auth/oauth/signup', { token }),
    ]);
    const loser = [first, second].find((response) => response.statusCode !== 200);
    expect([first, second].filter((response) => response.statusCode === 200)).toHaveLength(1);
    // Whichever check catches it: the token was spent, or its identity is already linked.
    expect(loser?.json().error.message).toMatch(/already (used|linked)/);
    expect(await userCount()).toBe((before ?? 0) + 1);
  });

  it('refuses a callback whose state does not match, or that has no attempt behind it', async () => {
    const visitor = browser();
    const authorizeUrl = await startAttempt(visitor);
    const back = new URL(await answerProvider(app, authorizeUrl, {}), 'http://localhost');
    const wrongState = new URL(back);
    wrongState.searchParams.set('state', 'x'.repeat(32));
    const mismatch = await callback(visitor, wrongState.pathname + wrongState.search);
    expect(authErrorsOf(mismatch.search)[0]).toMatch(/expired or was started in another browser/);

    // The attempt ended with that callback: the right state no longer works either.
    const replay = await callback(visitor, back.pathname + back.search);
    expect(authErrorsOf(replay.search)[0]).toMatch(/another browser/);

    const stranger = await callback(browser(), back.pathname + back.search);
    expect(authErrorsOf(stranger.search)[0]).toMatch(/another browser/);
  });

  it('redeems a code once, only with its own attempt, and not after it was altered', async () => {
    const visitor = browser();
    const authorizeUrl = await startAttempt(visitor);
    const back = new URL(await answerProvider(app, authorizeUrl, {}), 'http://localhost');
    const flowCookie = visitor.cookies.get('kb_oauth');
    expect(flowCookie).toBeTruthy();

    const altered = new URL(back);
    altered.searchParams.set('code', `${back.searchParams.get('code')}x`);
    const bad = await callback(visitor, altered.pathname + altered.search);
    expect(authErrorsOf(bad.search)[0]).toMatch(/could not be completed/);

    visitor.cookies.set('kb_oauth', flowCookie ?? '');
    const good = await callback(visitor, back.pathname + back.search);
    expect(good.search.get('confirmSignup')).toBeTruthy();

    visitor.cookies.set('kb_oauth', flowCookie ?? '');
    const reused = await callback(visitor, back.pathname + back.search);
    expect(authErrorsOf(reused.search)[0]).toMatch(/could not be completed/);
  });

  it('returns to the page the attempt started from, which must be a page of this app', async () => {
    const visitor = browser();
    const start = await visitor.post('/api/auth/oauth/kadi-id/start', {
      intent: 'signIn',
      returnTo: '/casino?category=slots',
    });
    const { authorizeUrl } = start.json() as { authorizeUrl: string };
    const { location, search } = await callback(
      visitor,
      await answerProvider(app, authorizeUrl, { email: 'return.flow@example.com' }),
    );
    expect(location.pathname).toBe('/casino');
    expect(search.get('category')).toBe('slots');
    expect(search.get('confirmSignup')).toBeTruthy();

    const elsewhere = await browser().post('/api/auth/oauth/kadi-id/start', {
      intent: 'signIn',
      returnTo: '//evil.example/',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.cookies.find((cookie) => cookie.name === 'kb_oauth')).toBeUndefined();
  });

  it('says so when the player cancels on the provider page', async () => {
    const { search } = await providerSignIn(app, browser(), { cancel: true });
    expect(authErrorsOf(search)).toEqual(['Sign-in with Kadi ID was cancelled.']);
  });

  it('shows an error page, not a redirect, for a request from an unregistered client', async () => {
    const authorizeUrl = await startAttempt(browser());
    const foreign = new URL(authorizeUrl, 'http://localhost');
    foreign.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const page = await app.inject({ method: 'GET', url: foreign.pathname + foreign.search });
    expect(page.statusCode).toBe(400);
    expect(page.headers.location).toBeUndefined();
    expect(page.body).toContain('not registered');
  });

  it('re-shows the provider page for a bad email, without a code', async () => {
    const authorizeUrl = await startAttempt(browser());
    const form = new URLSearchParams(new URL(authorizeUrl, 'http://localhost').searchParams);
    form.set('action', 'continue');
    form.set('email', 'not-an-email');
    form.set('name', 'X');
    const posted = await app.inject({
      method: 'POST',
      url: '/sandbox/identity/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('Enter a valid email address.');
  });
});

describe('a restricted region', () => {
  it('sends the visitor to the region dialog and refuses the sign-up with error 1002', async () => {
    const restricted = await ctx.app({ COUNTRY_HEADER: 'x-country', RESTRICTED_COUNTRIES: 'US' });
    const visitor = sessionClient(restricted, '10.61.9.1');
    const from = { headers: { 'x-country': 'US' } };
    const start = await visitor.request(
      'POST',
      '/api/auth/oauth/kadi-id/start',
      { intent: 'signIn' },
      from,
    );
    const authorizeUrl = (start.json() as { authorizeUrl: string }).authorizeUrl;
    const back = await answerProvider(restricted, authorizeUrl, {
      email: 'region.flow@example.com',
    });
    const landed = await visitor.request('GET', back, undefined, from);
    expect(landed.headers.location).toBe('/?modal=regionRestricted');

    // The token from an unrestricted visit cannot be spent from the restricted region.
    const elsewhere = sessionClient(restricted, '10.61.9.2');
    const ok = await providerSignIn(restricted, elsewhere, { email: 'region.flow@example.com' });
    const refused = await elsewhere.request(
      'POST',
      '/api/auth/oauth/signup',
      { token: signupTokenOf(ok.search) },
      from,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(1002);
  });
});
