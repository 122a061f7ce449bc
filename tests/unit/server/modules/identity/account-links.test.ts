// @vitest-environment node
/**
 * Linking Kadi ID to existing players: from settings while signed in, or by signing in with
 * an identity whose email is a player's (the password proves it); then signing in through the
 * link, with the second factor when it is on, and the refusals for closed accounts, foreign
 * link tokens and removing the last way into an account.
 */

import { totpCodeAt } from '@server/modules/two-factor/totp';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { linkedAccountsSchema, oauthLinkResultSchema } from '@/contracts/identity';
import { totpSetupSchema } from '@/contracts/two-factor';
import { registerPlayer, sessionClient, type TestPlayer } from '../account/session-client';
import { solvedCaptcha } from '../captcha/solve';
import { passwordlessPlayer } from './passwordless-player';
import { authErrorsOf, providerSignIn, signupTokenOf } from './provider-dance';

let ctx: TestContext;
let app: FastifyInstance;
let address = 0;

beforeAll(async () => {
  ctx = await createTestContext('identity-account-links');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

const browser = () => {
  address += 1;
  return sessionClient(app, `10.62.0.${address}`);
};
const emailOf = (player: TestPlayer) => `${player.name}@example.com`;

function linkParams(search: URLSearchParams) {
  expect(search.get('confirmAccountLink')).toBe('1');
  return {
    provider: search.get('provider'),
    userId: search.get('userId'),
    uniqueId: search.get('uniqueId'),
    name: search.get('name'),
    accessToken: search.get('accessToken') ?? '',
  };
}

describe('linking from account settings', () => {
  it('links the signed-in player without a password, lists it, and signs in through it', async () => {
    const player = await registerPlayer(app, 'linker');
    const { search } = await providerSignIn(
      app,
      player.client,
      { email: 'linker.kadi@example.com', name: 'Linker' },
      'link',
    );
    const params = linkParams(search);
    expect(params).toMatchObject({ provider: 'kadi-id', userId: player.id, name: 'Linker' });

    const linked = await player.client.post('/api/auth/oauth/link', {
      accessToken: params.accessToken,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(oauthLinkResultSchema.parse(linked.json())).toEqual({ ok: true });

    const list = linkedAccountsSchema.parse(
      (await player.client.get('/api/account/linkedAccounts')).json(),
    );
    expect(list.accounts).toEqual([
      { provider: 'kadi-id', email: 'linker.kadi@example.com', linkedAt: expect.any(String) },
    ]);
    expect(list.hasPassword).toBe(true);

    const reused = await player.client.post('/api/auth/oauth/link', {
      accessToken: params.accessToken,
    });
    expect(reused.statusCode).toBe(409);

    const elsewhere = browser();
    const back = await providerSignIn(app, elsewhere, { email: 'linker.kadi@example.com' });
    expect(back.location.pathname + back.location.search).toBe('/');
    expect((await elsewhere.get('/api/account/get')).json().id).toBe(player.id);

    // Linking again from settings only says it is already done.
    const again = await providerSignIn(
      app,
      player.client,
      { email: 'linker.kadi@example.com' },
      'link',
    );
    expect(JSON.parse(again.search.get('authSuccesses') ?? '[]')).toEqual([
      'Your Kadi ID account is already linked.',
    ]);

    const unlinked = await player.client.post('/api/account/linkedAccounts/unlink', {
      provider: 'kadi-id',
    });
    expect(unlinked.statusCode).toBe(200);
    const gone = await player.client.get('/api/account/linkedAccounts');
    expect(gone.json().accounts).toEqual([]);
    const missing = await player.client.post('/api/account/linkedAccounts/unlink', {
      provider: 'kadi-id',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('needs a signed-in player to start a link, and refuses an identity linked to someone else', async () => {
    const visitor = browser();
    const start = await visitor.post('/api/auth/oauth/kadi-id/start', { intent: 'link' });
    expect(start.statusCode).toBe(401);

    const owner = await registerPlayer(app, 'owner');
    const first = await providerSignIn(
      app,
      owner.client,
      { email: 'shared.kadi@example.com' },
      'link',
    );
    const linked = await owner.client.post('/api/auth/oauth/link', {
      accessToken: linkParams(first.search).accessToken,
    });
    expect(linked.statusCode).toBe(200);

    const other = await registerPlayer(app, 'other');
    const second = await providerSignIn(
      app,
      other.client,
      { email: 'shared.kadi@example.com' },
      'link',
    );
    expect(authErrorsOf(second.search)).toEqual([
      'This Kadi ID account is already linked to another player.',
    ]);
  });

  it('keeps the only way into a passwordless account', async () => {
    const visitor = browser();
    const { search } = await providerSignIn(app, visitor, { email: 'only.kadi@example.com' });
    expect(
      (await visitor.post('/api/auth/oauth/signup', { token: signupTokenOf(search) })).statusCode,
    ).toBe(200);
    const list = linkedAccountsSchema.parse(
      (await visitor.get('/api/account/linkedAccounts')).json(),
    );
    expect(list.hasPassword).toBe(false);
    const refused = await visitor.post('/api/account/linkedAccounts/unlink', {
      provider: 'kadi-id',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/only way to sign in/);
  });
});

describe('an identity whose email belongs to a player', () => {
  it('asks for that password, then links and signs the browser in', async () => {
    const player = await registerPlayer(app, 'match');
    const visitor = browser();
    const { search } = await providerSignIn(app, visitor, {
      email: emailOf(player),
      name: 'Match',
    });
    expect(search.get('confirmSignup')).toBeNull();
    const { accessToken, userId } = linkParams(search);
    expect(userId).toBe(player.id);

    const noPassword = await visitor.post('/api/auth/oauth/link', { accessToken });
    expect(noPassword.statusCode).toBe(403);
    expect(noPassword.json().error.code).toBe(1008);
    const wrong = await visitor.post('/api/auth/oauth/link', {
      accessToken,
      password: 'wrong one!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe(1009);
    expect((await visitor.get('/api/account/get')).statusCode).toBe(401);

    const right = await visitor.post('/api/auth/oauth/link', {
      accessToken,
      password: player.password,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(oauthLinkResultSchema.parse(right.json()).signIn).toMatchObject({
      twoFactorRequired: false,
    });
    expect((await visitor.get('/api/account/get')).json().id).toBe(player.id);
  });

  it("guesses the player's password under the sign-in count: past five, no link without a captcha", async () => {
    const player = await registerPlayer(app, 'guessed');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await browser().post('/api/auth/login', {
        identifier: player.name,
        password: `guess ${attempt}`,
      });
      expect(failed.json().error.code).toBe(1009);
    }
    const visitor = browser();
    const { search } = await providerSignIn(app, visitor, { email: emailOf(player), name: 'G' });
    const { accessToken } = linkParams(search);
    const refused = await visitor.post('/api/auth/oauth/link', {
      accessToken,
      password: player.password,
    });
    expect(refused.json().error.code).toBe(API_ERROR_CODES.captchaRequired);
    expect((await visitor.get('/api/account/get')).statusCode).toBe(401);
    const list = linkedAccountsSchema.parse(
      (await player.client.get('/api/account/linkedAccounts')).json(),
    );
    expect(list.accounts).toEqual([]);
  });

  it('counts wrong link passwords like sign-ins, and links once a captcha comes with the right one', async () => {
    const player = await registerPlayer(app, 'captchalink');
    const visitor = browser();
    const { search } = await providerSignIn(app, visitor, { email: emailOf(player), name: 'C' });
    const { accessToken } = linkParams(search);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await visitor.post('/api/auth/oauth/link', {
        accessToken,
        password: `guess ${attempt}`,
      });
      expect(wrong.json().error.code).toBe(API_ERROR_CODES.invalidCredentials);
    }
    const bare = await visitor.post('/api/auth/oauth/link', {
      accessToken,
      password: player.password,
    });
    expect(bare.json().error).toMatchObject({
      code: API_ERROR_CODES.captchaRequired,
      issues: [{ path: 'body.captcha' }],
    });
    // The password sign-in asks the same of that account now.
    const signIn = await browser().post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
    });
    expect(signIn.json().error.code).toBe(API_ERROR_CODES.captchaRequired);

    const solved = await visitor.post('/api/auth/oauth/link', {
      accessToken,
      password: player.password,
      captcha: await solvedCaptcha(app),
    });
    expect(solved.statusCode, solved.body).toBe(200);
    expect((await visitor.get('/api/account/get')).json().id).toBe(player.id);
    const list = linkedAccountsSchema.parse(
      (await player.client.get('/api/account/linkedAccounts')).json(),
    );
    expect(list.accounts).toHaveLength(1);
  });

  it('sends a visitor to the sign-in a passwordless account already has, not to a password field', async () => {
    const player = await passwordlessPlayer(app, 'nopw.match');
    const email = `moved.${player.email}`;
    const moved = await player.client.post('/api/account/email', { email });
    expect(moved.statusCode, moved.body).toBe(200);

    const visitor = browser();
    const { search } = await providerSignIn(app, visitor, { email, name: 'Other Kadi' });
    expect(search.get('confirmAccountLink')).toBeNull();
    expect(search.get('confirmSignup')).toBeNull();
    expect(authErrorsOf(search)).toEqual([expect.stringMatching(/signs in with Kadi ID/)]);
    expect((await visitor.get('/api/account/get')).statusCode).toBe(401);
  });

  it('refuses a link token that was altered to name another player', async () => {
    const victim = await registerPlayer(app, 'victim');
    const attacker = await registerPlayer(app, 'attacker');
    const { search } = await providerSignIn(
      app,
      attacker.client,
      { email: 'attacker.kadi@example.com' },
      'link',
    );
    const [header, body, signature] = linkParams(search).accessToken.split('.');
    const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, userId: victim.id })).toString(
      'base64url',
    );
    const refused = await attacker.client.post('/api/auth/oauth/link', {
      accessToken: `${header}.${forged}.${signature}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues[0].path).toBe('body.accessToken');
    const list = await victim.client.get('/api/account/linkedAccounts');
    expect(list.json().accounts).toEqual([]);
  });
});

describe('signing in through a link', () => {
  async function linkedPlayer(prefix: string, email: string) {
    const player = await registerPlayer(app, prefix);
    const { search } = await providerSignIn(app, player.client, { email }, 'link');
    const linked = await player.client.post('/api/auth/oauth/link', {
      accessToken: linkParams(search).accessToken,
    });
    expect(linked.statusCode).toBe(200);
    return player;
  }

  it('stops at the second factor, which /auth/2fa/verify then completes', async () => {
    const player = await linkedPlayer('tfa', 'tfa.kadi@example.com');
    const start = await player.client.post('/api/account/2fa/totp/start', {});
    const setup = totpSetupSchema.parse(start.json());
    const nowS = () => Math.floor(Date.now() / 1000);
    const confirm = await player.client.post('/api/account/2fa/totp/confirm', {
      code: await totpCodeAt(setup.secret, nowS()),
    });
    expect(confirm.statusCode).toBe(200);

    const elsewhere = browser();
    const { location } = await providerSignIn(app, elsewhere, { email: 'tfa.kadi@example.com' });
    expect(location.search).toBe('?twofactorRequired=true');
    expect((await elsewhere.get('/api/account/get')).statusCode).toBe(401);
    const verified = await elsewhere.post('/api/auth/2fa/verify', {
      code: await totpCodeAt(setup.secret, nowS() + 30),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await elsewhere.get('/api/account/get')).json().id).toBe(player.id);
  });

  it('refuses a closed account like a password sign-in does', async () => {
    const player = await linkedPlayer('closed', 'closed.kadi@example.com');
    const closed = await player.client.post('/api/account/close', {
      password: player.password,
      period: 'forever',
      confirm: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const elsewhere = browser();
    const { search } = await providerSignIn(app, elsewhere, { email: 'closed.kadi@example.com' });
    expect(authErrorsOf(search)).toEqual(['This account is closed']);
    expect((await elsewhere.get('/api/account/get')).statusCode).toBe(401);
  });
});
