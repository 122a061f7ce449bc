// @vitest-environment node
/**
 * Two-factor settings of a player without a password: turning it on works on a recent sign-in;
 * turning it off takes a code plus a recent sign-in (there is no password to give), and past
 * the window the answer is 1008 'sign in again' — which Kadi ID (then the second factor) renews.
 */

import { totpCodeAt } from '@server/modules/two-factor/totp';
import { createTestContext, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { totpSetupSchema, twoFactorChangedSchema } from '@/contracts/two-factor';
import { passwordlessPlayer, windowOver } from '../identity/passwordless-player';
import { providerSignIn } from '../identity/provider-dance';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('two-factor-passwordless');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

const nowS = () => Math.floor(Date.now() / 1000);
const methodOf = async (client: { get(url: string): Promise<{ json(): unknown }> }) =>
  ((await client.get('/api/account/get')).json() as { security: { twoFactorMethod: unknown } })
    .security.twoFactorMethod;

describe('without a password', () => {
  it('refuses a setup past the window with "sign in again"', async () => {
    const player = await passwordlessPlayer(app, 'tfastale');
    await windowOver(app, player.id);
    const refused = await player.client.post('/api/account/2fa/totp/start', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: API_ERROR_CODES.reauthRequired,
      message: expect.stringMatching(/sign in again/),
    });
  });

  it('turns on within the window, and off with a code after signing in again', async () => {
    const player = await passwordlessPlayer(app, 'tfa');
    const start = await player.client.post('/api/account/2fa/totp/start', {});
    expect(start.statusCode, start.body).toBe(200);
    const { secret } = totpSetupSchema.parse(start.json());
    const confirm = await player.client.post('/api/account/2fa/totp/confirm', {
      code: await totpCodeAt(secret, nowS()),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const recoveryCodes = twoFactorChangedSchema.parse(confirm.json()).recoveryCodes ?? [];
    expect(recoveryCodes.length).toBeGreaterThan(1);

    await windowOver(app, player.id);
    const refused = await player.client.post('/api/account/2fa/disable', {
      code: recoveryCodes[0],
    });
    expect(refused.json().error.code).toBe(API_ERROR_CODES.reauthRequired);
    expect(await methodOf(player.client)).toBe('totp');

    // Signing in again: Kadi ID, then the second factor.
    await providerSignIn(app, player.client, { email: player.email });
    const verified = await player.client.post('/api/auth/2fa/verify', {
      code: await totpCodeAt(secret, nowS() + 30),
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const wrong = await player.client.post('/api/account/2fa/disable', { code: '000000' });
    expect(wrong.json().error.code).toBe(API_ERROR_CODES.invalidCode);
    const off = await player.client.post('/api/account/2fa/disable', { code: recoveryCodes[1] });
    expect(off.statusCode, off.body).toBe(200);
    expect(await methodOf(player.client)).toBeNull();
  });

  it('makes new recovery codes on a recent sign-in with a code, and not past the window', async () => {
    const player = await passwordlessPlayer(app, 'tfacodes');
    const { secret } = totpSetupSchema.parse(
      (await player.client.post('/api/account/2fa/totp/start', {})).json(),
    );
    const confirm = await player.client.post('/api/account/2fa/totp/confirm', {
      code: await totpCodeAt(secret, nowS()),
    });
    const recoveryCodes = twoFactorChangedSchema.parse(confirm.json()).recoveryCodes ?? [];

    const wrong = await player.client.post('/api/account/2fa/recovery-codes', { code: '000000' });
    expect(wrong.json().error.code).toBe(API_ERROR_CODES.invalidCode);
    // A password field is no way around the code for an account that has none.
    const typed = await player.client.post('/api/account/2fa/recovery-codes', {
      code: '000000',
      password: 'not a real one',
    });
    expect(typed.statusCode).not.toBe(200);
    const renewed = await player.client.post('/api/account/2fa/recovery-codes', {
      code: recoveryCodes[0],
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(twoFactorChangedSchema.parse(renewed.json()).recoveryCodes?.length).toBeGreaterThan(1);

    await windowOver(app, player.id);
    const refused = await player.client.post('/api/account/2fa/recovery-codes', {
      code: await totpCodeAt(secret, nowS() + 30),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe(API_ERROR_CODES.reauthRequired);
  });
});
