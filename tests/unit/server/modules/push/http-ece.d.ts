/** The part of `http_ece` (no published types) the push tests use to decrypt like a browser. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair, as the browser holds it. */
    privateKey?: ECDH;
    authSecret?: string | Buffer;
    dh?: string | Buffer;
    rs?: number;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;

  const ece: { decrypt: typeof decrypt };
  export default ece;
}
