// @vitest-environment node
/**
 * The self-hosted captcha: a challenge from the API solved the way the widget's worker does
 * verifies once; a replay, a forged or tampered answer, an expired challenge and another
 * server's challenge are refused. The key comes from CAPTCHA_HMAC_KEY or DATA_DIR.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { captchaSolutions } from '@server/db/schema';
import { resolveCaptchaKey } from '@server/modules/captcha/key';
import { createCaptcha } from '@server/modules/captcha/service';
import { createTestContext, type TestContext } from '@tests/support/app';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaptchaChallenge, captchaChallengeSchema } from '@/contracts/captcha';
import { encodeSolution, solvedCaptcha } from './solve';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('captcha');
  app = await ctx.app();
}, 60_000);
afterAll(() => ctx?.close());

async function fetchChallenge(): Promise<CaptchaChallenge> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return captchaChallengeSchema.parse(response.json());
}

describe('captcha', () => {
  it('hands out signed, expiring PBKDF2 challenges', async () => {
    const challenge = await fetchChallenge();
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]+$/);
    const expiresInS = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(expiresInS).toBeGreaterThan(9 * 60);
    expect(expiresInS).toBeLessThanOrEqual(10 * 60);
  });

  it('accepts a solved challenge once', async () => {
    const solution = await solvedCaptcha(app);
    expect(await app.captcha.verify(solution)).toBe('ok');
    expect(await app.captcha.verify(solution)).toBe('used');
  });

  it('refuses garbage, a guessed key and a tampered challenge', async () => {
    expect(await app.captcha.verify('not base64 json')).toBe('invalid');
    expect(await app.captcha.verify(Buffer.from('{"a":1}').toString('base64'))).toBe('invalid');
    const challenge = await fetchChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('unsolved');
    // The derived key is the proof (only the work finds it; the key signature checks it).
    const last = solution.derivedKey.at(-1) === '0' ? '1' : '0';
    const guessed = { ...solution, derivedKey: `${solution.derivedKey.slice(0, -1)}${last}` };
    expect(await app.captcha.verify(encodeSolution(challenge, guessed))).toBe('invalid');
    const cheaper = {
      ...challenge,
      parameters: { ...challenge.parameters, cost: 1 },
    };
    expect(await app.captcha.verify(encodeSolution(cheaper, solution))).toBe('invalid');
    // The untouched answer still works: the refused ones did not spend it.
    expect(await app.captcha.verify(encodeSolution(challenge, solution))).toBe('ok');
  });

  it("refuses another key's challenge and an expired one", async () => {
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 3,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: 'someone-elses-key-0123456789abcdef',
    });
    const foreignSolution = await solveChallenge({ challenge: foreign, deriveKey });
    if (!foreignSolution) throw new Error('unsolved');
    expect(await app.captcha.verify(encodeSolution(foreign, foreignSolution))).toBe('invalid');

    const key = resolveCaptchaKey(app.config);
    const pastCaptcha = createCaptcha(ctx.database.db, key);
    const realNow = Date.now;
    Date.now = () => realNow() - 11 * 60_000;
    let old: CaptchaChallenge;
    try {
      old = await pastCaptcha.challenge();
    } finally {
      Date.now = realNow;
    }
    const oldSolution = await solveChallenge({ challenge: old, deriveKey });
    if (!oldSolution) throw new Error('unsolved');
    expect(await app.captcha.verify(encodeSolution(old, oldSolution))).toBe('invalid');
  });

  it('keeps a generated key in DATA_DIR (owner-only), or uses CAPTCHA_HMAC_KEY', async () => {
    const path = join(ctx.dataDir, 'captcha-key');
    const stored = readFileSync(path, 'utf8').trim();
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(resolveCaptchaKey(app.config)).toBe(stored);
    const fromEnv = 'k'.repeat(40);
    expect(resolveCaptchaKey(ctx.config({ CAPTCHA_HMAC_KEY: fromEnv }))).toBe(fromEnv);
    expect(() => ctx.config({ CAPTCHA_HMAC_KEY: 'short' })).toThrow(/CAPTCHA_HMAC_KEY/);
  });

  it('sweeps spent answers after their challenge expired', async () => {
    const { db } = ctx.database;
    const expired = 'e'.repeat(64);
    await db
      .insert(captchaSolutions)
      .values({ signature: expired, expiresAt: new Date(Date.now() - 1000) });
    const solution = await solvedCaptcha(app);
    expect(await app.captcha.verify(solution)).toBe('ok');
    await app.captcha.sweep();
    const left = await db
      .select()
      .from(captchaSolutions)
      .where(eq(captchaSolutions.signature, expired));
    expect(left).toHaveLength(0);
    // Not yet expired: still remembered.
    expect(await app.captcha.verify(solution)).toBe('used');
  });
});
