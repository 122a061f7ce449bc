/**
 * A JSON value sealed with AES-256-GCM (node:crypto): `base64url(iv | tag | ciphertext)`, the
 * purpose bound in as associated data, so a box sealed for one use never opens as another's.
 * Unlike http/signed-json, the holder can neither read nor change what is inside: it carries
 * what the client must hand back but must not see (a pending sign-up's password hash and code).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSealedBox(secret: string) {
  const key = createHash('sha256').update(`sealed-box:${secret}`).digest();

  return {
    seal(purpose: string, value: object): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },

    /** The parsed JSON, or null when the box is malformed, altered or sealed for another use. */
    open(purpose: string, box: string): unknown {
      const bytes = Buffer.from(box, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(purpose, 'utf8'));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return JSON.parse(plain.toString('utf8'));
      } catch {
        return null;
      }
    },
  };
}

export type SealedBox = ReturnType<typeof createSealedBox>;
