/**
 * Server-side checks on top of the push contract: a subscription's keys must be usable (a
 * P-256 point and a 16-byte secret), so a bad one is refused at subscribe time instead of
 * failing every send; a payload must fit one push message once encrypted.
 */
import { ECDH } from 'node:crypto';
import { z } from 'zod/mini';
import { type PushPayload, pushPayloadSchema, pushSubscribeRequestSchema } from '@/contracts/push';

/** RFC 8291: the push service accepts at most 4096 bytes of aes128gcm content. */
const MAX_RECORD_BYTES = 4096;
/** aes128gcm header (salt 16, rs 4, idlen 1, sender key 65), AEAD tag 16, padding delimiter 1. */
const ENCRYPTION_OVERHEAD = 86 + 16 + 1;
export const MAX_PAYLOAD_BYTES = MAX_RECORD_BYTES - ENCRYPTION_OVERHEAD;

/** The latest a JavaScript Date can represent, in ms. */
const MAX_TIME = 8.64e15;

function isP256Point(base64url: string): boolean {
  const bytes = Buffer.from(base64url, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

function isAuthSecret(base64url: string): boolean {
  return Buffer.from(base64url, 'base64url').length === 16;
}

export const subscribeBodySchema = pushSubscribeRequestSchema.check(
  z.superRefine(({ subscription }, ctx) => {
    const { keys, expirationTime } = subscription;
    const refuse = (field: string[], input: unknown, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['subscription', ...field], message, input });
    if (!isP256Point(keys.p256dh)) {
      refuse(
        ['keys', 'p256dh'],
        keys.p256dh,
        'expected an uncompressed P-256 public key (65 bytes, base64url)',
      );
    }
    if (!isAuthSecret(keys.auth)) {
      refuse(['keys', 'auth'], keys.auth, 'expected a 16-byte auth secret (base64url)');
    }
    const validTime =
      Number.isSafeInteger(expirationTime) &&
      Number(expirationTime) >= 0 &&
      Number(expirationTime) <= MAX_TIME;
    if (expirationTime != null && !validTime) {
      refuse(
        ['expirationTime'],
        expirationTime,
        'expected null or a time in milliseconds since 1970',
      );
    }
  }),
);

export function payloadBytes(payload: PushPayload): number {
  return Buffer.byteLength(JSON.stringify(payload));
}

/** A notification the server sends: the contract's payload, no unknown fields, fits one push. */
export const pushMessageSchema = z.strictObject(pushPayloadSchema.shape).check(
  z.refine((payload) => payloadBytes(payload) <= MAX_PAYLOAD_BYTES, {
    message: `the notification is too large: at most ${MAX_PAYLOAD_BYTES} bytes of JSON once encoded`,
  }),
);
