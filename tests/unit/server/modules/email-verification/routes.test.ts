// @vitest-environment node
/**
 * Verifying an email address: the link mailed after an email change (a sign-up proves its
 * address with the code it mails), its single use, and resending.
 */

import { INVALID_LINK_MESSAGE } from '@server/modules/email-verification/routes';
import { createTestContext, type TestContext } from '@tests/support/app';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newPlayer,
  type SessionClient,
  sessionClient,
  signUpThroughApi,
} from '../account/session-client';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('email-verification');
  app = await ctx.app({ PUBLIC_ORIGIN: 'http://kadibet.test' });
});
afterAll(() => ctx?.close());

async function linkFor(to: string): Promise<string> {
  const [message] = await app.mail.latest({ to, limit: 1 });
  const link = /http:\/\/kadibet\.test\/api\/auth\/verifyEmail\?token=[A-Za-z0-9_-]{43}/.exec(
    message?.text ?? '',
  )?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link.slice('http://kadibet.test'.length);
}

/** A signed-up player (verified by the sign-up code) who then changes to a new address. */
async function changedEmail(ip: string): Promise<{ player: SessionClient; email: string }> {
  const body = newPlayer('verify');
  const player = sessionClient(app, ip);
  expect((await signUpThroughApi(app, player, body)).statusCode).toBe(200);
  expect((await player.get('/api/account/get')).json().emailVerified).toBe(true);
  const email = `new.${body.email}`;
  const changed = await player.post('/api/account/email', { password: body.password, email });
  expect(changed.statusCode).toBe(200);
  expect((await player.get('/api/account/get')).json().emailVerified).toBe(false);
  return { player, email };
}

const invalidTarget = `/?authErrors=${encodeURIComponent(JSON.stringify([INVALID_LINK_MESSAGE]))}`;

describe('email verification', () => {
  it('mails a link after an email change that verifies the address once', async () => {
    const { player, email } = await changedEmail('10.3.0.1');
    const link = await linkFor(email);

    // Opened in any browser (no session needed), it verifies and lands on the toast.
    const opened = await app.inject({ url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/?emailVerified=true');
    expect((await player.get('/api/account/get')).json().emailVerified).toBe(true);

    const again = await app.inject({ url: link });
    expect(again.headers.location).toBe(invalidTarget);
    expect((await app.inject({ url: '/api/auth/verifyEmail?token=short' })).headers.location).toBe(
      invalidTarget,
    );
    const resend = await player.post('/api/account/verifyEmail/resend');
    expect(resend.statusCode).toBe(400);
  });

  it('keeps even a malformed link out of caches and referrers', async () => {
    const refused = await app.inject({ url: '/api/auth/verifyEmail?token=a&token=b' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['referrer-policy']).toBe('no-referrer');
  });

  it('resends a fresh link that replaces the old one; an expired link fails', async () => {
    const { player, email } = await changedEmail('10.3.0.2');
    const first = await linkFor(email);
    expect((await player.post('/api/account/verifyEmail/resend')).statusCode).toBe(200);
    const second = await linkFor(email);
    expect(second).not.toBe(first);
    expect((await app.inject({ url: first })).headers.location).toBe(invalidTarget);

    await app.database.db.execute(
      sql`update email_codes set expires_at = now() - interval '1 second' where purpose = 'verifyEmail'`,
    );
    expect((await app.inject({ url: second })).headers.location).toBe(invalidTarget);
    expect((await player.get('/api/account/get')).json().emailVerified).toBe(false);
    expect((await sessionClient(app).post('/api/account/verifyEmail/resend')).statusCode).toBe(401);
  });
});
