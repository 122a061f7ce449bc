// @vitest-environment node
/**
 * The identity module's one-step tokens (compact JWTs, HS256): a token opens for its purpose
 * with its payload, a single-use id and its expiry, until it expires; a tampered, expired,
 * re-purposed, foreign-key, unsigned or malformed token is refused, and so is one whose
 * payload is not the shape the step expects.
 */
import { createTokenSigner } from '@server/modules/identity/signed-token';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const signer = createTokenSigner('identity-secret-for-tests-0123456');
const profileSchema = z.object({ email: z.string(), name: z.string() });
const profile = { email: 'amina@example.com', name: 'Amina' };
const TEN_MINUTES = 10 * 60_000;

const part = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];

describe('identity tokens', () => {
  it('open for their purpose with the payload, an id and the expiry', async () => {
    const signedAt = Date.now();
    const token = await signer.sign('oauth-signup', profile, TEN_MINUTES);
    const check = await signer.verify('oauth-signup', profileSchema, token);
    if (!check.ok) throw new Error(`refused: ${check.reason}`);
    expect(check.payload).toMatchObject(profile);
    expect(check.payload.jti).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(check.payload.exp).toBeGreaterThan(signedAt + TEN_MINUTES - 1_000);
    expect(check.payload.exp).toBeLessThanOrEqual(signedAt + TEN_MINUTES);
    const again = await signer.sign('oauth-signup', profile, TEN_MINUTES);
    const second = await signer.verify('oauth-signup', profileSchema, again);
    expect(second.ok && second.payload.jti).not.toBe(check.payload.jti);
  });

  it('are refused as expired from their expiry on', async () => {
    const token = await signer.sign('oauth-signup', profile, TEN_MINUTES);
    const check = await signer.verify('oauth-signup', profileSchema, token);
    if (!check.ok) throw new Error(`refused: ${check.reason}`);
    const { exp } = check.payload;
    expect((await signer.verify('oauth-signup', profileSchema, token, exp - 1)).ok).toBe(true);
    expect(await signer.verify('oauth-signup', profileSchema, token, exp)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse a changed payload, a longer life and a foreign key', async () => {
    const token = await signer.sign('oauth-signup', profile, TEN_MINUTES);
    const [header, body, signature] = parts(token);
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    for (const change of [{ email: 'evil@example.com' }, { exp: claims.exp + 86_400 }]) {
      const forged = `${header}.${part({ ...claims, ...change })}.${signature}`;
      expect(await signer.verify('oauth-signup', profileSchema, forged)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    const foreign = await createTokenSigner('another-secret-for-tests-01234567').sign(
      'oauth-signup',
      profile,
      TEN_MINUTES,
    );
    expect((await signer.verify('oauth-signup', profileSchema, foreign)).ok).toBe(false);
  });

  it('refuse a token made for another step, even an expired one', async () => {
    const link = await signer.sign('oauth-link', profile, TEN_MINUTES);
    expect(await signer.verify('oauth-signup', profileSchema, link)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const late = Date.now() + 2 * TEN_MINUTES;
    expect(await signer.verify('oauth-signup', profileSchema, link, late)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuse an unsigned token, a payload of the wrong shape and garbage', async () => {
    const token = await signer.sign('oauth-signup', profile, TEN_MINUTES);
    const [, body] = parts(token);
    const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${body}.`;
    expect((await signer.verify('oauth-signup', profileSchema, unsigned)).ok).toBe(false);
    const wrongShape = await signer.sign('oauth-signup', { email: 42 }, TEN_MINUTES);
    expect((await signer.verify('oauth-signup', profileSchema, wrongShape)).ok).toBe(false);
    for (const garbage of ['', 'not-a-token', 'a.b.c', `${token}x`]) {
      expect(await signer.verify('oauth-signup', profileSchema, garbage)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });
});
