/**
 * A JSON value sealed as a compact JWE (jose): direct key, AES-256-GCM, the purpose named in
 * the authenticated header's `typ`, so a box sealed for one use never opens as another's.
 * Unlike http/signed-json, the holder can neither read nor change what is inside: it carries
 * what the client must hand back but must not see (a pending sign-up's password hash and code).
 */
import { createHash } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';

const typeOf = (purpose: string) => `${purpose}+jwe`;

export function createSealedBox(secret: string) {
  // A 256-bit key for A256GCM from a secret of any length.
  const key = createHash('sha256').update(`sealed-box:${secret}`).digest();

  return {
    seal(purpose: string, value: object): Promise<string> {
      return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(value)))
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', typ: typeOf(purpose) })
        .encrypt(key);
    },

    /** The parsed JSON, or null when the box is malformed, altered or sealed for another use. */
    async open(purpose: string, box: string): Promise<unknown> {
      try {
        const { plaintext, protectedHeader } = await compactDecrypt(box, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        if (protectedHeader.typ !== typeOf(purpose)) return null;
        return JSON.parse(new TextDecoder().decode(plaintext));
      } catch {
        return null;
      }
    },
  };
}

export type SealedBox = ReturnType<typeof createSealedBox>;
