// @vitest-environment node
/** The game session token: what it binds, and that no change or late use gets past it. */

import { sealJson } from '@server/http/signed-json';
import {
  type SessionClaims,
  signSessionToken,
  verifySessionToken,
} from '@server/modules/game-provider/session-token';
import { describe, expect, it } from 'vitest';

const SECRET = 'game-secret-for-tests-0123456789';
const claims: SessionClaims = {
  sid: 's1',
  uid: 'user-1',
  game: 'sandbox-fruits',
  mode: 'real',
  cur: 'xrp',
  exp: 2_000_000,
};

function reSigned(token: string, change: Partial<SessionClaims>): string {
  const [header, body, signature] = token.split('.') as [string, string, string];
  const decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({ ...decoded, ...change })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}

describe('game session tokens', () => {
  it('verify with their claims until they expire', async () => {
    const token = await signSessionToken(SECRET, claims);
    expect(await verifySessionToken(SECRET, token, 1_999_999)).toEqual({ ok: true, claims });
    expect(await verifySessionToken(SECRET, token, 2_000_000)).toEqual({
      ok: false,
      problem: 'expired',
      claims,
    });
  });

  it('refuse a changed claim, a longer life, another key and garbage', async () => {
    const token = await signSessionToken(SECRET, claims);
    for (const change of [
      { uid: 'user-2' },
      { mode: 'fun' as const },
      { cur: 'cash' as const },
      { exp: 9e12 },
    ]) {
      expect(await verifySessionToken(SECRET, reSigned(token, change), 0)).toEqual({
        ok: false,
        problem: 'badSignature',
      });
    }
    expect((await verifySessionToken('another-secret', token, 0)).ok).toBe(false);
    expect((await verifySessionToken(SECRET, `${token}x`, 0)).ok).toBe(false);
    expect(await verifySessionToken(SECRET, 'not-a-token', 0)).toEqual({
      ok: false,
      problem: 'malformed',
    });
    expect(await verifySessionToken(SECRET, '', 0)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('refuse claims sealed with the same secret for another purpose', async () => {
    const other = await sealJson(SECRET, 'oauth-state', claims);
    expect(await verifySessionToken(SECRET, other, 0)).toEqual({
      ok: false,
      problem: 'badSignature',
    });
  });
});
