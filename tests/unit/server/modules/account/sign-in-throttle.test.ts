// @vitest-environment node
/**
 * Failed sign-ins are counted against the identifier typed (name or email), known or not, so
 * the answers cannot tell whether an email is a player's; past five, that identifier asks for
 * a solved captcha instead of locking its player out. An account takes at most ten free
 * guesses a quarter hour whatever named it; the client's address is what gets hard, growing
 * locks.
 */

import { authFailures } from '@server/db/schema';
import { createSignInThrottle } from '@server/modules/account/sign-in-throttle';
import { accountKey, DEFAULT_SIGN_IN_LIMITS, ipKey } from '@server/modules/account/throttle-keys';
import { createTestContext, type TestContext } from '@tests/support/app';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { solvedCaptcha } from '../captcha/solve';
import { registerPlayer, sessionClient } from './session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('sign-in-throttle');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

let address = 0;
/** A client on an address of its own, so only the account's count is in play. */
function freshClient() {
  address += 1;
  return sessionClient(app, `10.31.${Math.floor(address / 250)}.${address % 250}`);
}

async function failFiveTimes(identifier: string) {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const response = await freshClient().post('/api/auth/login', {
      identifier,
      password: `wrong ${attempt}`,
    });
    expect(response.statusCode).toBe(400);
  }
}

describe('the sign-in throttle', () => {
  it('answers an email by its own count, so guesses on a name never tell whose email it is', async () => {
    const player = await registerPlayer(app, 'both');
    await failFiveTimes(player.name);
    const byEmail = await freshClient().post('/api/auth/login', {
      identifier: `${player.name}@example.com`.toUpperCase(),
      password: 'wrong again',
    });
    const unknownEmail = await freshClient().post('/api/auth/login', {
      identifier: `nobody.${player.name}@example.com`,
      password: 'wrong again',
    });
    expect(byEmail.statusCode).toBe(unknownEmail.statusCode);
    expect(byEmail.json()).toEqual(unknownEmail.json());
    expect(byEmail.json().error.code).toBe(API_ERROR_CODES.invalidCredentials);
    // The player, by email, still gets in without a captcha.
    const owner = await freshClient().post('/api/auth/login', {
      identifier: `${player.name}@example.com`,
      password: player.password,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('gives a stranger at most ten free guesses on an account, five by name and five by email', async () => {
    const player = await registerPlayer(app, 'alternate');
    const codes: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const identifier = attempt % 2 ? `${player.name}@example.com` : player.name;
      const response = await freshClient().post('/api/auth/login', {
        identifier,
        password: `wrong ${attempt}`,
      });
      codes.push(response.json().error.code);
    }
    expect(codes.filter((code) => code === API_ERROR_CODES.invalidCredentials)).toHaveLength(10);
    expect(codes.slice(10)).toEqual(Array(10).fill(API_ERROR_CODES.captchaRequired));
  });

  it('asks for the captcha by any identifier once the account had its free guesses this quarter hour', async () => {
    const player = await registerPlayer(app, 'bound');
    const bound = accountKey(player.id, player.name, DEFAULT_SIGN_IN_LIMITS);
    // As if more identifiers than its name and email had named it: the account's own bound.
    await ctx.database.db
      .insert(authFailures)
      .values({ key: bound.key, count: bound.policy.freeFailures });
    const byName = await freshClient().post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
    });
    expect(byName.json().error.code).toBe(API_ERROR_CODES.captchaRequired);
    const solved = await freshClient().post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
      captcha: await solvedCaptcha(app),
    });
    expect(solved.statusCode).toBe(200);
    expect(await createSignInThrottle(ctx.database.db).failures(bound)).toBe(0);
  });

  it('asks for the captcha instead of locking the account out', async () => {
    const player = await registerPlayer(app, 'locked');
    await failFiveTimes(player.name);
    const owner = freshClient();
    const withoutCaptcha = await owner.post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
    });
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(withoutCaptcha.json().error).toMatchObject({
      code: API_ERROR_CODES.captchaRequired,
      message: 'Please complete the captcha to sign in',
      issues: [{ path: 'body.captcha', message: 'Please complete the captcha to sign in' }],
    });
    expect(owner.cookies.has('kb_sid')).toBe(false);

    // Others keep failing, with and without captchas; the owner's captcha still lets them in.
    const attacker = freshClient();
    const guess = await attacker.post('/api/auth/login', {
      identifier: player.name,
      password: 'another guess',
      captcha: await solvedCaptcha(app),
    });
    expect(guess.json().error.code).toBe(API_ERROR_CODES.invalidCredentials);
    const signedIn = await owner.post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
      captcha: await solvedCaptcha(app),
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await owner.get('/api/account/get')).statusCode).toBe(200);

    // The success started the account's count over.
    const next = await freshClient().post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses a spent or forged captcha without checking the password', async () => {
    const player = await registerPlayer(app, 'spent');
    await failFiveTimes(player.name);
    const captcha = await solvedCaptcha(app);
    const first = await freshClient().post('/api/auth/login', {
      identifier: player.name,
      password: 'a wrong one',
      captcha,
    });
    expect(first.json().error.code).toBe(API_ERROR_CODES.invalidCredentials);
    const replay = await freshClient().post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
      captcha,
    });
    expect(replay.json().error).toMatchObject({
      code: API_ERROR_CODES.captchaRequired,
      message: 'This captcha was already used. Please solve a new one.',
    });
    const forged = await freshClient().post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
      captcha: Buffer.from('{"challenge":{}}').toString('base64'),
    });
    expect(forged.json().error).toMatchObject({
      code: API_ERROR_CODES.captchaRequired,
      message: 'The captcha check failed. Please try again.',
    });
  });

  it('counts an unknown identifier like a real one', async () => {
    const player = await registerPlayer(app, 'twin');
    await failFiveTimes(player.name);
    await failFiveTimes('nobody_by_this_name');
    const known = await freshClient().post('/api/auth/login', {
      identifier: player.name,
      password: 'wrong again',
    });
    const unknown = await freshClient().post('/api/auth/login', {
      identifier: ' NOBODY_by_this_name ',
      password: 'wrong again',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().error.code).toBe(API_ERROR_CODES.captchaRequired);
  });

  it('locks an address past its failures, whatever account it tries', async () => {
    const player = await registerPlayer(app, 'address');
    const shared = sessionClient(app, '10.32.0.1');
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await shared.post('/api/auth/login', {
        identifier: `someone_${attempt}`,
        password: 'wrong',
      });
      expect(response.statusCode).toBe(400);
    }
    const locked = await shared.post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Try again in 30 seconds/);
    // Elsewhere the player signs in as ever.
    const elsewhere = await freshClient().post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('asks for the captcha every time when the operator sets 0 failures', async () => {
    const strict = await ctx.app({ SIGNIN_CAPTCHA_AFTER_FAILURES: '0' });
    const player = await registerPlayer(strict, 'strict');
    const client = sessionClient(strict, '10.33.0.1');
    const bare = await client.post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
    });
    expect(bare.json().error.code).toBe(API_ERROR_CODES.captchaRequired);
    const solved = await client.post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
      captcha: await solvedCaptcha(strict),
    });
    expect(solved.statusCode).toBe(200);
  });

  it('forgets counts idle past every window, but not a running lock', async () => {
    const throttle = createSignInThrottle(ctx.database.db);
    const idle = ipKey('10.34.0.1', DEFAULT_SIGN_IN_LIMITS);
    const locked = ipKey('10.34.0.2', { ...DEFAULT_SIGN_IN_LIMITS, failuresPerAddress: 1 });
    const fresh = ipKey('10.34.0.3', DEFAULT_SIGN_IN_LIMITS);
    await throttle.count([idle, locked, fresh]);
    await ctx.database.db.execute(
      sql`update auth_failures set last_at = now() - interval '2 days' where key in (${idle.key}, ${locked.key})`,
    );
    await ctx.database.db.execute(
      sql`update auth_failures set locked_until = now() + interval '1 minute' where key = ${locked.key}`,
    );
    await throttle.sweep(24 * 60 * 60_000);
    expect(await throttle.failures({ ...idle, policy: { ...idle.policy, windowMs: 1e10 } })).toBe(
      0,
    );
    expect(await throttle.retryAfter([locked])).toBeGreaterThan(0);
    expect(await throttle.failures(fresh)).toBe(1);
  });
});
