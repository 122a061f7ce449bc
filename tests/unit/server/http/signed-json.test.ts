// @vitest-environment node
/**
 * Signed JSON (a compact JWS, HS256): what the secret's holder sealed opens for the same
 * purpose, and a tampered, re-purposed, unsigned, foreign-key or malformed token never does.
 */
import { openJson, sealJson } from '@server/http/signed-json';
import { describe, expect, it } from 'vitest';

const SECRET = 'signed-json-secret-for-tests-0123';
const value = { player: 'amina', stake: 5 };

const part = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];

describe('signed JSON', () => {
  it('opens for its purpose and reads as plain JSON to whoever holds it', async () => {
    const token = await sealJson(SECRET, 'game-session', value);
    expect(await openJson(SECRET, 'game-session', token)).toEqual({ ok: true, decoded: value });
    const [, body] = parts(token);
    expect(JSON.parse(Buffer.from(body, 'base64url').toString())).toEqual(value);
  });

  it('refuses a changed value and a foreign key as a bad signature', async () => {
    const token = await sealJson(SECRET, 'game-session', value);
    const [header, , signature] = parts(token);
    const richer = `${header}.${part({ ...value, stake: 500 })}.${signature}`;
    expect(await openJson(SECRET, 'game-session', richer)).toEqual({
      ok: false,
      reason: 'badSignature',
    });
    const foreign = await sealJson('another-secret-another-secret-0123', 'game-session', value);
    expect((await openJson(SECRET, 'game-session', foreign)).ok).toBe(false);
  });

  it('refuses a token sealed for another purpose, even with its header edited', async () => {
    const token = await sealJson(SECRET, 'oauth-state', value);
    expect(await openJson(SECRET, 'game-session', token)).toEqual({
      ok: false,
      reason: 'badSignature',
    });
    const [, body, signature] = parts(token);
    const relabelled = `${part({ alg: 'HS256', typ: 'game-session+jws' })}.${body}.${signature}`;
    expect((await openJson(SECRET, 'game-session', relabelled)).ok).toBe(false);
  });

  it('refuses an unsigned token, another algorithm and garbage as malformed', async () => {
    const [, body] = parts(await sealJson(SECRET, 'game-session', value));
    const unsigned = `${part({ alg: 'none', typ: 'game-session+jws' })}.${body}.`;
    expect((await openJson(SECRET, 'game-session', unsigned)).ok).toBe(false);
    const hs512 = `${part({ alg: 'HS512', typ: 'game-session+jws' })}.${body}.c2ln`;
    expect((await openJson(SECRET, 'game-session', hs512)).ok).toBe(false);
    for (const garbage of ['', 'not-a-token', 'a.b', 'a.b.c.d', `${body}.${body}.${body}`]) {
      expect(await openJson(SECRET, 'game-session', garbage)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });
});
