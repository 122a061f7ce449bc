// @vitest-environment node
/**
 * Two-factor through the API, as a player: turning on the authenticator, signing in with and
 * without a code, replays, recovery codes, the email variant and turning it off again.
 */

import { totpCodeAt } from '@server/modules/two-factor/totp';
import { createTestContext, type TestContext } from '@tests/support/app';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpSetupSchema, twoFactorChangedSchema } from '@/contracts/two-factor';
import {
  newPlayer,
  type SessionClient,
  sessionClient,
  signUpThroughApi,
} from '../account/session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('two-factor-routes');
  app = await ctx.app();
});
afterAll(() => ctx?.close());

const nowS = () => Math.floor(Date.now() / 1000);

async function registered(ip: string) {
  const body = newPlayer('tfa');
  const client = sessionClient(app, ip);
  expect((await signUpThroughApi(app, client, body)).statusCode).toBe(200);
  return { body, client };
}

/** The newest code in the outbox for an address. */
async function mailedCode(to: string): Promise<string> {
  const [message] = await app.mail.latest({ to, limit: 1 });
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

async function enableTotp(client: SessionClient) {
  const start = await client.post('/api/account/2fa/totp/start', {});
  expect(start.statusCode).toBe(200);
  const setup = totpSetupSchema.parse(start.json());
  expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  const code = await totpCodeAt(setup.secret, nowS());
  const confirm = await client.post('/api/account/2fa/totp/confirm', { code });
  expect(confirm.statusCode).toBe(200);
  const changed = twoFactorChangedSchema.parse(confirm.json());
  return { secret: setup.secret, code, recoveryCodes: changed.recoveryCodes ?? [], changed };
}

async function signIn(ip: string, identifier: string, password: string) {
  const client = sessionClient(app, ip);
  const response = await client.post('/api/auth/login', { identifier, password });
  return { client, response };
}

describe('authenticator (TOTP)', () => {
  it('turns on with a code from the shown secret and then asks for a code at sign-in', async () => {
    const { body, client } = await registered('10.2.0.1');
    const before = sessionClient(app, '10.2.0.9');
    await before.post('/api/auth/login', { identifier: body.username, password: body.password });

    const { secret, code, recoveryCodes, changed } = await enableTotp(client);
    expect(recoveryCodes).toHaveLength(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(changed.otherSessions).toBe(1);
    expect((await client.get('/api/account/2fa')).json()).toEqual({
      method: 'totp',
      recoveryCodesLeft: 10,
    });
    expect((await client.get('/api/account/get')).json().security.twoFactorMethod).toBe('totp');

    const { client: browser, response } = await signIn('10.2.0.2', body.username, body.password);
    expect(response.json()).toEqual({ twoFactorRequired: true, method: 'totp' });
    // The half-way session authenticates nothing.
    expect((await browser.get('/api/account/get')).statusCode).toBe(401);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await browser.post('/api/auth/2fa/verify', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe(1010);
    // The code used to turn it on was spent: each code works once.
    expect((await browser.post('/api/auth/2fa/verify', { code })).statusCode).toBe(400);

    // The next step's code is within the one step of drift, and has not been used.
    const next = await totpCodeAt(secret, nowS() + 30);
    const ok = await browser.post('/api/auth/2fa/verify', { code: next });
    expect(ok.statusCode).toBe(200);
    expect((await browser.get('/api/account/get')).statusCode).toBe(200);

    const replay = await signIn('10.2.0.3', body.username, body.password);
    const again = await replay.client.post('/api/auth/2fa/verify', { code: next });
    expect(again.statusCode).toBe(400);
  });

  it('accepts each recovery code once in place of a code', async () => {
    const { body, client } = await registered('10.2.1.1');
    const { recoveryCodes } = await enableTotp(client);
    const [first] = recoveryCodes;
    const one = await signIn('10.2.1.2', body.email, body.password);
    expect((await one.client.post('/api/auth/2fa/verify', { code: first })).statusCode).toBe(200);
    const two = await signIn('10.2.1.3', body.email, body.password);
    expect((await two.client.post('/api/auth/2fa/verify', { code: first })).statusCode).toBe(400);
    expect((await one.client.get('/api/account/2fa')).json().recoveryCodesLeft).toBe(9);
  });

  it('locks the second step after repeated wrong codes, even for the right one', async () => {
    const { body, client } = await registered('10.2.6.1');
    const { secret } = await enableTotp(client);
    const { client: browser } = await signIn('10.2.6.2', body.username, body.password);
    const right = await totpCodeAt(secret, nowS() + 30);
    const wrong = right === '000000' ? '111111' : '000000';
    // Five wrong codes are answered as wrong; then the account's second step is locked.
    for (let i = 0; i < 5; i += 1) {
      expect((await browser.post('/api/auth/2fa/verify', { code: wrong })).statusCode).toBe(400);
    }
    const locked = await browser.post('/api/auth/2fa/verify', { code: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Too many failed attempts/);
  });

  it('counts wrong codes for new recovery codes with the other confirmations, locking after five', async () => {
    const { client } = await registered('10.2.7.1');
    const { secret } = await enableTotp(client);
    const right = await totpCodeAt(secret, nowS() + 30);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const refused = await client.post('/api/account/2fa/recovery-codes', { code: wrong });
      expect(refused.json().error.code).toBe(1010);
    }
    const locked = await client.post('/api/account/2fa/recovery-codes', { code: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Too many failed attempts/);
  });

  it('needs a recent sign-in or the password to start, and refuses a second setup', async () => {
    const { body, client } = await registered('10.2.2.1');
    const session = client.cookies.get('kb_sid');
    // A sign-in from long ago: its re-authentication window is over.
    await app.database.db.execute(
      sql`update sessions set reauth_until = now() - interval '1 minute'
          where user_id = (select id from users where name = ${body.username})`,
    );
    const stale = await client.post('/api/account/2fa/totp/start', {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe(1008);
    const wrong = await client.post('/api/account/2fa/totp/start', { password: 'not it at all' });
    expect(wrong.json().error.code).toBe(1009);
    const fresh = await client.post('/api/account/2fa/totp/start', { password: body.password });
    expect(fresh.statusCode).toBe(200);
    expect(client.cookies.get('kb_sid')).toBe(session);

    await enableTotp(client);
    expect((await client.post('/api/account/2fa/totp/start', {})).statusCode).toBe(409);
    expect((await client.post('/api/account/2fa/email/start', {})).statusCode).toBe(409);
  });

  it('turns off with the password and a code, rotating the session', async () => {
    const { body, client } = await registered('10.2.3.1');
    const { secret, recoveryCodes } = await enableTotp(client);
    const before = client.cookies.get('kb_sid');
    const missing = await client.post('/api/account/2fa/disable', { password: body.password });
    expect(missing.statusCode).toBe(400);
    const badCode = await client.post('/api/account/2fa/disable', {
      password: body.password,
      code: '000000',
    });
    expect(badCode.statusCode).toBe(400);

    const regenerated = await client.post('/api/account/2fa/recovery-codes', {
      code: recoveryCodes[0],
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = twoFactorChangedSchema.parse(regenerated.json()).recoveryCodes ?? [];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);

    const off = await client.post('/api/account/2fa/disable', {
      password: body.password,
      code: await totpCodeAt(secret, nowS() + 30),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ok: true, otherSessions: 0 });
    expect(client.cookies.get('kb_sid')).not.toBe(before);
    expect((await client.get('/api/account/2fa')).json()).toEqual({
      method: null,
      recoveryCodesLeft: 0,
    });
    const plain = await signIn('10.2.3.2', body.username, body.password);
    expect(plain.response.json().twoFactorRequired).toBe(false);
  });
});

describe('email codes', () => {
  it('turns on with a mailed code, then mails a code at each sign-in', async () => {
    const { body, client } = await registered('10.2.4.1');
    const start = await client.post('/api/account/2fa/email/start', {});
    expect(start.json()).toEqual({ maskedEmail: `${body.email[0]}***@example.com` });
    const wrong = await client.post('/api/account/2fa/email/confirm', { code: '999999' });
    expect(wrong.statusCode).toBe(400);
    const confirm = await client.post('/api/account/2fa/email/confirm', {
      code: await mailedCode(body.email),
    });
    expect(confirm.statusCode).toBe(200);
    expect(twoFactorChangedSchema.parse(confirm.json()).recoveryCodes).toHaveLength(10);

    const { client: browser, response } = await signIn('10.2.4.2', body.username, body.password);
    expect(response.json()).toEqual({
      twoFactorRequired: true,
      method: 'email',
      maskedEmail: `${body.email[0]}***@example.com`,
    });
    const code = await mailedCode(body.email);
    expect((await browser.post('/api/auth/2fa/verify', { code })).statusCode).toBe(200);
    const reuse = await signIn('10.2.4.3', body.username, body.password);
    // A new sign-in mails a new code; the old one was used and replaced.
    expect((await reuse.client.post('/api/auth/2fa/verify', { code })).statusCode).toBe(400);
  });

  it('kills a code after five wrong tries and refuses it after ten minutes', async () => {
    const { body, client } = await registered('10.2.5.1');
    await client.post('/api/account/2fa/email/start', {});
    const code = await mailedCode(body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await client.post('/api/account/2fa/email/confirm', { code: wrong });
    }
    expect((await client.post('/api/account/2fa/email/confirm', { code })).statusCode).toBe(400);

    await client.post('/api/account/2fa/email/start', {});
    const late = await mailedCode(body.email);
    await app.database.db.execute(
      sql`update email_codes set expires_at = now() - interval '1 second' where purpose = 'twoFactorSetup'`,
    );
    const expired = await client.post('/api/account/2fa/email/confirm', { code: late });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe('Invalid or expired code');
  });
});
