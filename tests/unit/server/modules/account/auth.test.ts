// @vitest-environment node
/** Sign-up, sign-in and sign-out against the real database: the issue's security tests. */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { registerBodySchema } from '@/contracts/auth';
import { userSchema } from '@/contracts/user';
import { mailedSignupCode, newPlayer, sessionClient, signUpThroughApi } from './session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('account-auth');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

function sessionCookieOf(response: { cookies: Array<{ name: string; value: string }> }) {
  return response.cookies.find((cookie) => cookie.name === 'kb_sid');
}

describe('sign-up', () => {
  it('mails a code, then creates the account and signs the player in with an httpOnly session cookie and a hint', async () => {
    const player = sessionClient(app);
    const body = newPlayer();
    const started = await player.post('/api/auth/register', body);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ emailCodeSent: true });
    expect(sessionCookieOf(started)).toBeUndefined();
    expect(started.cookies.find((c) => c.name === 'kb_signup')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/register',
    });
    expect((await player.get('/api/account/get')).statusCode).toBe(401);
    const [mailed] = await app.mail.latest({ to: body.email, limit: 1 });
    expect(mailed?.subject).toMatch(/^Your KadiBet sign-up code: \d{6}$/);

    const response = await player.post('/api/auth/register/confirm', {
      code: await mailedSignupCode(app, body.email),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorRequired: false, previousSignInAt: null });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.cookies.find((c) => c.name === 'kb_session')?.httpOnly).toBeFalsy();
    expect(player.cookies.has('kb_signup')).toBe(false);

    const me = await player.get('/api/account/get');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const user = userSchema.parse(me.json());
    // The code came back from the address: it is verified.
    expect(user).toMatchObject({ name: body.username, email: body.email, emailVerified: true });
  });

  it('answers the same for an email that has an account, and tells its owner instead', async () => {
    const owner = newPlayer('owner');
    await signUpThroughApi(app, sessionClient(app), owner);
    const stranger = sessionClient(app, '10.0.9.1');
    const probe = { ...newPlayer('probe'), email: owner.email.toUpperCase() };
    // The same lengths, so the sealed cookies may be compared too.
    const fresh = {
      ...probe,
      username: `q${probe.username.slice(1)}`,
      email: `x${owner.email.slice(1)}`,
    };
    const taken = await stranger.post('/api/auth/register', probe);
    const free = await sessionClient(app, '10.0.9.2').post('/api/auth/register', fresh);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    const pendingOf = (response: typeof taken) =>
      response.cookies.find((c) => c.name === 'kb_signup');
    expect(pendingOf(taken)?.value.length).toBe(pendingOf(free)?.value.length);

    const [note] = await app.mail.latest({ to: owner.email, limit: 1 });
    expect(note?.subject).toBe('You already have a KadiBet account');
    expect(note?.text).toContain(owner.username);
    // No sign-up code in it (the username may hold digits of its own).
    expect(note?.text.replaceAll(owner.username, '')).not.toMatch(/\d{6}/);
    // No code can finish it, and the name stays free.
    for (const code of ['000000', '123456']) {
      const refused = await stranger.post('/api/auth/register/confirm', { code });
      expect(refused.json().error.code).toBe(1010);
    }
    expect(await app.users.findByName(probe.username)).toBeNull();
    const again = await signUpThroughApi(app, sessionClient(app, '10.0.9.3'), {
      ...newPlayer(),
      username: probe.username,
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses wrong codes, the code from another browser, and ends after five wrong ones', async () => {
    const body = newPlayer('codes');
    const player = sessionClient(app, '10.0.8.1');
    await player.post('/api/auth/register', body);
    const code = await mailedSignupCode(app, body.email);
    const wrong = code === '000000' ? '111111' : '000000';

    const elsewhere = await sessionClient(app, '10.0.8.2').post('/api/auth/register/confirm', {
      code,
    });
    expect(elsewhere.json().error.message).toMatch(/^This sign-up has expired/);
    const malformed = await player.post('/api/auth/register/confirm', { code: '12ab' });
    expect(malformed.json().error.code).toBe(1000);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await player.post('/api/auth/register/confirm', { code: wrong });
      expect(refused.json().error).toMatchObject({
        code: 1010,
        message: 'Invalid or expired code',
      });
    }
    const tooLate = await player.post('/api/auth/register/confirm', { code });
    expect(tooLate.json().error.message).toMatch(/too many wrong codes/);
    expect((await player.get('/api/account/get')).statusCode).toBe(401);
  });

  it('sends an address at most five sign-up emails an hour, answering the same', async () => {
    const body = newPlayer('flood');
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const started = await sessionClient(app, `10.0.7.${attempt}`).post('/api/auth/register', {
        ...body,
        username: `${body.username.slice(0, 15)}x${attempt}`,
      });
      expect(started.json()).toEqual({ emailCodeSent: true });
    }
    expect(await app.mail.latest({ to: body.email, limit: 10 })).toHaveLength(5);
  });

  it('past the hour of emails, seals a sign-up no code can finish, so guesses go nowhere', async () => {
    const body = registerBodySchema.parse(newPlayer('unsent'));
    const { signup } = app.accounts;
    const client = { ip: '10.0.8.1', userAgent: null };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await signup.start({ ...body, username: `${body.username.slice(0, 15)}y${attempt}` });
    }
    const unsent = await signup.start({ ...body, username: `${body.username.slice(0, 15)}y6` });
    expect(await app.mail.latest({ to: body.email, limit: 10 })).toHaveLength(5);
    // Even whoever could read the sealed cookie finds no code in it that works.
    await expect(signup.finish(unsent, unsent.code, client)).rejects.toMatchObject({
      code: API_ERROR_CODES.invalidCode,
    });
    expect(await app.users.findByEmail(body.email)).toBeNull();
  });

  it('refuses a taken name case-insensitively, a common password and bad fields, writing nothing', async () => {
    const first = newPlayer();
    await signUpThroughApi(app, sessionClient(app), first);
    const again = await sessionClient(app).post('/api/auth/register', {
      ...newPlayer(),
      username: first.username.toUpperCase(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.issues).toEqual([
      { path: 'username', message: 'This username is already taken' },
    ]);

    const common = await sessionClient(app).post('/api/auth/register', {
      ...newPlayer(),
      password: 'password1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toMatch(/too common/);

    const bad = await sessionClient(app).post('/api/auth/register', {
      username: 'x',
      email: 'nope',
      password: 'short',
      acceptTerms: false,
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().error.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.username',
        'body.email',
        'body.password',
        'body.acceptTerms',
        'body.confirmAge',
      ]),
    );
  });

  it('accepts a 64-character password', async () => {
    const response = await signUpThroughApi(app, sessionClient(app), {
      ...newPlayer(),
      password: 'a1'.repeat(32),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('sign-in', () => {
  it('gives the same answer for an unknown user and a wrong password', async () => {
    const body = newPlayer();
    await signUpThroughApi(app, sessionClient(app), body);
    const wrong = await sessionClient(app, '10.1.0.1').post('/api/auth/login', {
      identifier: body.username,
      password: 'not the password',
    });
    const unknown = await sessionClient(app, '10.1.0.2').post('/api/auth/login', {
      identifier: `${body.username}zz`,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.message).toBe('Invalid username or password');
  });

  it('asks for a captcha from the 6th rapid failed sign-in, even with the right password', async () => {
    const body = newPlayer();
    await signUpThroughApi(app, sessionClient(app), body);
    const player = sessionClient(app, '10.2.0.1');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await player.post('/api/auth/login', {
        identifier: body.username,
        password: `wrong ${attempt}`,
      });
      expect(response.statusCode).toBe(400);
    }
    const sixth = await player.post('/api/auth/login', {
      identifier: body.username,
      password: body.password,
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error.code).toBe(1015);
  });

  it('rotates the session token at every sign-in and shows the previous sign-in time', async () => {
    const body = newPlayer();
    const player = sessionClient(app, '10.3.0.1');
    const registered = await signUpThroughApi(app, player, body);
    const first = sessionCookieOf(registered)?.value;
    const login = await player.post('/api/auth/login', {
      identifier: body.email.toUpperCase(),
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
    const second = sessionCookieOf(login)?.value;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(login.json().previousSignInAt).toEqual(expect.any(String));
    // The old token no longer works.
    const stale = await app.inject({
      method: 'GET',
      url: '/api/account/get',
      cookies: { kb_sid: first ?? '' },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request without the token, or from another site', async () => {
    const player = sessionClient(app, '10.4.0.1');
    const noToken = await player.request('POST', '/api/auth/register', newPlayer(), {
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.code).toBe(1007);

    const crossSite = await player.request('POST', '/api/auth/register', newPlayer(), {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('sign-out', () => {
  it('logout-everywhere ends every session of the player', async () => {
    const body = newPlayer();
    const phone = sessionClient(app, '10.5.0.1');
    const laptop = sessionClient(app, '10.5.0.2');
    await signUpThroughApi(app, phone, body);
    await laptop.post('/api/auth/login', { identifier: body.username, password: body.password });
    expect((await laptop.get('/api/account/get')).statusCode).toBe(200);

    const sessions = await phone.get('/api/account/sessions');
    expect(sessions.json().sessions).toHaveLength(2);

    const out = await phone.get('/api/auth/logoutEverywhere?redirectToLogin=true');
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/?modal=auth&tab=login');
    expect((await laptop.get('/api/account/get')).statusCode).toBe(401);
    expect((await phone.get('/api/account/get')).statusCode).toBe(401);
    expect(phone.cookies.has('kb_session')).toBe(false);
  });

  it('a logout link from another site signs nobody out', async () => {
    const player = sessionClient(app, '10.6.0.1');
    await signUpThroughApi(app, player, newPlayer());
    const response = await player.request('GET', '/api/auth/logout', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(302);
    expect((await player.get('/api/account/get')).statusCode).toBe(200);
  });
});

describe('closing an account', () => {
  it('needs the password, ends every session and refuses sign-in until the period ends', async () => {
    const body = newPlayer();
    const player = sessionClient(app, '10.7.0.1');
    await signUpThroughApi(app, player, body);
    const other = sessionClient(app, '10.7.0.2');
    await other.post('/api/auth/login', { identifier: body.username, password: body.password });

    const wrong = await player.post('/api/account/close', {
      password: 'nope nope',
      period: '1w',
      confirm: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await player.get('/api/account/get')).statusCode).toBe(200);

    const closed = await player.post('/api/account/close', {
      password: body.password,
      period: '1w',
      confirm: true,
    });
    expect(closed.statusCode).toBe(200);
    expect((await player.get('/api/account/get')).statusCode).toBe(401);
    expect((await other.get('/api/account/get')).statusCode).toBe(401);

    const again = await sessionClient(app, '10.7.0.3').post('/api/auth/login', {
      identifier: body.username,
      password: body.password,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toMatch(/closed until \d{4}-\d{2}-\d{2}/);
  });
});
