/**
 * A JSON value signed as a compact JWS with HS256 (jose): `header.payload.signature`, the
 * purpose named in the signed header's `typ` (explicit typing, RFC 8725 §3.11) so a token
 * signed for one use never opens as another's. Anyone holding it can read it; only the
 * secret's holder can make or change one. The caller (the game provider's session token) adds
 * its own claims and expiry on top.
 */
import { CompactSign, compactVerify, errors } from 'jose';

export type Opened =
  | { ok: true; decoded: unknown }
  | { ok: false; reason: 'malformed' | 'badSignature' };

const keyOf = (secret: string) => new TextEncoder().encode(secret);
const typeOf = (purpose: string) => `${purpose}+jws`;

export function sealJson(secret: string, purpose: string, value: object): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(value)))
    .setProtectedHeader({ alg: 'HS256', typ: typeOf(purpose) })
    .sign(keyOf(secret));
}

/**
 * The parsed JSON when the signature holds; the caller still checks its shape and expiry. A
 * token signed for another purpose is refused as a bad signature: it is not one of ours.
 */
export async function openJson(secret: string, purpose: string, token: string): Promise<Opened> {
  let verified: Awaited<ReturnType<typeof compactVerify>>;
  try {
    verified = await compactVerify(token, keyOf(secret), { algorithms: ['HS256'] });
  } catch (error) {
    const forged = error instanceof errors.JWSSignatureVerificationFailed;
    return { ok: false, reason: forged ? 'badSignature' : 'malformed' };
  }
  const forPurpose = verified.protectedHeader.typ === typeOf(purpose);
  if (!forPurpose) return { ok: false, reason: 'badSignature' };
  try {
    return { ok: true, decoded: JSON.parse(new TextDecoder().decode(verified.payload)) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
