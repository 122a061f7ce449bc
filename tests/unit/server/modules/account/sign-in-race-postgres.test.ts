// @vitest-environment node
/**
 * Guesses sent all at once, on a real PostgreSQL server (PGlite runs one statement at a time
 * and hides the race): every try is counted before its password is checked, so a burst of
 * wrong passwords gets no more free guesses than the same guesses sent one by one, and every
 * one of them is counted. Fails (never skips) when PostgreSQL is missing.
 */
import { authFailures } from '@server/db/schema';
import { DEFAULT_SIGN_IN_LIMITS, identifierKey } from '@server/modules/account/throttle-keys';
import { appOnPostgres } from '@tests/support/postgres-app';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { registerPlayer, type SessionClient, sessionClient } from './session-client';

const pg = appOnPostgres('sign-in-race-pg');

const BURST = 20;
const FREE = DEFAULT_SIGN_IN_LIMITS.captchaAfterFailures;

async function countOf(key: string): Promise<number> {
  const [row] = await pg.database.db
    .select({ count: authFailures.count })
    .from(authFailures)
    .where(eq(authFailures.key, key));
  return row?.count ?? 0;
}

function codesOf(answers: { json(): { error?: { code?: number } } }[]) {
  const codes = new Map<number | undefined, number>();
  for (const answer of answers) {
    const code = answer.json().error?.code;
    codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  return codes;
}

function sameSession(client: SessionClient, ip: string): SessionClient {
  const copy = sessionClient(pg.app, ip);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('guesses sent at once on PostgreSQL', () => {
  it(`lets only ${FREE} of ${BURST} simultaneous wrong sign-ins through without a captcha, and counts all`, async () => {
    const player = await registerPlayer(pg.app, 'burst');
    // From as many addresses as guesses, so only the account's count is in play.
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        sessionClient(pg.app, `10.91.0.${i + 1}`).post('/api/auth/login', {
          identifier: player.name,
          password: `wrong guess ${i}`,
        }),
      ),
    );
    const codes = codesOf(answers);
    expect(codes.get(API_ERROR_CODES.invalidCredentials)).toBe(FREE);
    expect(codes.get(API_ERROR_CODES.captchaRequired)).toBe(BURST - FREE);
    expect(await countOf(identifierKey(player.name, DEFAULT_SIGN_IN_LIMITS).key)).toBe(BURST);

    const owner = await sessionClient(pg.app, '10.91.1.1').post('/api/auth/login', {
      identifier: player.name,
      password: player.password,
    });
    expect(owner.json().error.code).toBe(API_ERROR_CODES.captchaRequired);
  });

  it('locks a session holder after five of many wrong passwords sent at once', async () => {
    const player = await registerPlayer(pg.app, 'burstconfirm');
    // The same session from many addresses: neither a route's rate limit nor an address's
    // count stops them first.
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        sameSession(player.client, `10.92.0.${i + 1}`).post('/api/account/password', {
          currentPassword: 'not my password',
          newPassword: 'a brand new passphrase 7',
        }),
      ),
    );
    const codes = codesOf(answers);
    expect(codes.get(API_ERROR_CODES.invalidCredentials)).toBe(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(BURST - 5);
    const right = await player.client.post('/api/account/password', {
      currentPassword: player.password,
      newPassword: 'a brand new passphrase 7',
    });
    expect(right.statusCode).toBe(429);
  });
});
