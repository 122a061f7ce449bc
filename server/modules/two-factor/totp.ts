/**
 * Authenticator codes (RFC 6238 TOTP, what every authenticator app speaks): SHA-1, 6 digits,
 * 30-second steps, a code of the step before or after is still accepted (clock drift), and a
 * code is refused when its step is not after the last one accepted, so each works once.
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';
import { TOTP_ISSUER } from '@/contracts/two-factor';

export const TOTP_PERIOD_S = 30;
/** One step either side: the tolerance is in seconds, and one period covers one step. */
const TOLERANCE_S = TOTP_PERIOD_S;

export function newTotpSecret(): string {
  // 20 bytes = 160 bits, the size RFC 4226 recommends for HMAC-SHA-1.
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountName, secret });
}

/** The code of a moment (seconds since the epoch); tests and the e2e story use it. */
export function totpCodeAt(secret: string, epochSeconds: number, digits = 6): Promise<string> {
  return generate({ secret, epoch: epochSeconds, digits });
}

/**
 * The time step the code belongs to, when it is valid now and newer than `lastStep`;
 * null otherwise.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number | null,
  nowMs = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_S,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  if (!result.valid || !('timeStep' in result)) return null;
  if (lastStep !== null && result.timeStep <= lastStep) return null;
  return result.timeStep;
}
