// @vitest-environment node
/** The authenticator codes: RFC 6238's own test vectors, one step of drift, no replays. */

import {
  acceptedTotpStep,
  newTotpSecret,
  totpCodeAt,
  totpUri,
} from '@server/modules/two-factor/totp';
import { describe, expect, it } from 'vitest';

/** RFC 6238 appendix B: the ASCII secret '12345678901234567890' (SHA-1), base32-encoded. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(RFC_VECTORS)('matches RFC 6238 at T=%i (8 digits: %s)', async (time, expected) => {
    expect(await totpCodeAt(RFC_SECRET, time, 8)).toBe(expected);
    // The 6-digit code apps show is the same number modulo 10^6, and the verifier accepts it.
    const sixDigits = expected.slice(2);
    expect(await totpCodeAt(RFC_SECRET, time, 6)).toBe(sixDigits);
    expect(await acceptedTotpStep(RFC_SECRET, sixDigits, null, time * 1000)).toBe(
      Math.floor(time / 30),
    );
  });

  it('accepts the step before and after (clock drift) but not two steps away', async () => {
    const secret = newTotpSecret();
    const now = 1_700_000_015_000;
    const step = Math.floor(now / 30_000);
    const at = (offset: number) => totpCodeAt(secret, (step + offset) * 30 + 5);
    expect(await acceptedTotpStep(secret, await at(-1), null, now)).toBe(step - 1);
    expect(await acceptedTotpStep(secret, await at(1), null, now)).toBe(step + 1);
    expect(await acceptedTotpStep(secret, await at(-2), null, now)).toBeNull();
    expect(await acceptedTotpStep(secret, await at(2), null, now)).toBeNull();
  });

  it('refuses a code whose step is not after the last one used', async () => {
    const secret = newTotpSecret();
    const now = 1_700_000_015_000;
    const step = Math.floor(now / 30_000);
    const code = await totpCodeAt(secret, now / 1000);
    expect(await acceptedTotpStep(secret, code, null, now)).toBe(step);
    expect(await acceptedTotpStep(secret, code, step, now)).toBeNull();
    const previous = await totpCodeAt(secret, now / 1000 - 30);
    expect(await acceptedTotpStep(secret, previous, step, now)).toBeNull();
    const next = await totpCodeAt(secret, now / 1000 + 30);
    expect(await acceptedTotpStep(secret, next, step, now)).toBe(step + 1);
    expect(await acceptedTotpStep(secret, 'abcdef', null, now)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI with the issuer and account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri(secret, 'ann'));
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/KadiBet:ann');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('KadiBet');
  });
});
