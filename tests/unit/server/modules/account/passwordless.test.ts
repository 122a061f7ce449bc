// @vitest-environment node
/**
 * Sensitive account actions of a player without a password (made through Kadi ID): setting a
 * first password, changing the email and closing the account work on a recent sign-in and are
 * refused with 1008 'sign in again' after it; signing in again with Kadi ID renews the window.
 * Password accounts keep needing their password.
 */

import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { passwordlessPlayer, signInAgain, windowOver } from '../identity/passwordless-player';
import { registerPlayer, sessionClient } from './session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('account-passwordless');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

const FIRST = 'my very first password';
const hasPassword = async (client: { get(url: string): Promise<{ json(): unknown }> }) =>
  ((await client.get('/api/account/get')).json() as { hasPassword: boolean }).hasPassword;

describe('setting a first password', () => {
  it('works on a recent sign-in, then the account signs in and changes it like any other', async () => {
    const player = await passwordlessPlayer(app, 'first');
    const set = await player.client.post('/api/account/password', { newPassword: FIRST });
    expect(set.statusCode, set.body).toBe(200);
    expect(await hasPassword(player.client)).toBe(true);

    const name = ((await player.client.get('/api/account/get')).json() as { name: string }).name;
    const browser = sessionClient(app, '10.93.0.1');
    const signIn = await browser.post('/api/auth/login', { identifier: name, password: FIRST });
    expect(signIn.statusCode, signIn.body).toBe(200);

    // From now on the password is needed, even within the window.
    const without = await browser.post('/api/account/password', { newPassword: 'another one 2' });
    expect(without.json().error.code).toBe(API_ERROR_CODES.reauthRequired);
    const wrong = await browser.post('/api/account/password', {
      currentPassword: 'not it at all',
      newPassword: 'another one 2',
    });
    expect(wrong.json().error.code).toBe(API_ERROR_CODES.invalidCredentials);
    const changed = await browser.post('/api/account/password', {
      currentPassword: FIRST,
      newPassword: 'another one 2',
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('is refused with "sign in again" after the window, and works after signing in again', async () => {
    const player = await passwordlessPlayer(app, 'stale');
    await windowOver(app, player.id);
    const refused = await player.client.post('/api/account/password', { newPassword: FIRST });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: API_ERROR_CODES.reauthRequired,
      message: expect.stringMatching(/sign in again/),
    });
    // A current password the account does not have changes nothing either.
    const guessed = await player.client.post('/api/account/password', {
      currentPassword: 'anything at all',
      newPassword: FIRST,
    });
    expect(guessed.json().error.code).toBe(API_ERROR_CODES.reauthRequired);
    expect(await hasPassword(player.client)).toBe(false);

    await signInAgain(app, player);
    const set = await player.client.post('/api/account/password', { newPassword: FIRST });
    expect(set.statusCode, set.body).toBe(200);
  });

  it('still refuses a common password', async () => {
    const player = await passwordlessPlayer(app, 'common');
    const common = await player.client.post('/api/account/password', { newPassword: 'password1' });
    expect(common.json().error.code).toBe(API_ERROR_CODES.validation);
    expect(await hasPassword(player.client)).toBe(false);
  });
});

describe('closing the account', () => {
  it('without a password: refused after the window, done on a recent sign-in', async () => {
    const player = await passwordlessPlayer(app, 'closer');
    await windowOver(app, player.id);
    const body = { period: '1d', confirm: true };
    const refused = await player.client.post('/api/account/close', body);
    expect(refused.json().error.code).toBe(API_ERROR_CODES.reauthRequired);
    expect((await player.client.get('/api/account/get')).statusCode).toBe(200);

    await signInAgain(app, player);
    const closed = await player.client.post('/api/account/close', body);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await player.client.get('/api/account/get')).statusCode).toBe(401);
  });

  it('a password account still needs its password, window or not', async () => {
    const player = await registerPlayer(app, 'pwclose');
    const body = { period: '1d', confirm: true };
    const missing = await player.client.post('/api/account/close', body);
    expect(missing.json().error.code).toBe(API_ERROR_CODES.reauthRequired);
    const wrong = await player.client.post('/api/account/close', {
      ...body,
      password: 'nope nope',
    });
    expect(wrong.json().error.code).toBe(API_ERROR_CODES.invalidCredentials);
    const closed = await player.client.post('/api/account/close', {
      ...body,
      password: player.password,
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });
});

describe('changing the email', () => {
  it('without a password: refused after the window, done on a recent sign-in', async () => {
    const player = await passwordlessPlayer(app, 'mailer');
    await windowOver(app, player.id);
    const email = `moved.${Date.now()}@example.com`;
    const refused = await player.client.post('/api/account/email', { email });
    expect(refused.json().error.code).toBe(API_ERROR_CODES.reauthRequired);
    await signInAgain(app, player);
    const changed = await player.client.post('/api/account/email', { email });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});

describe('POST /account/reauthenticate', () => {
  it('tells a passwordless player to sign in again instead of "wrong password"', async () => {
    const player = await passwordlessPlayer(app, 'reauth');
    const response = await player.client.post('/api/account/reauthenticate', {
      password: 'anything',
    });
    expect(response.json().error).toMatchObject({
      code: API_ERROR_CODES.reauthRequired,
      message: expect.stringMatching(/sign in again/),
    });
  });
});
