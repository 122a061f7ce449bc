/**
 * What this server needs from an outside sign-in provider (OpenID Connect's authorization
 * code flow with PKCE): the address of its sign-in page for one attempt, and the exchange of
 * the code it sends back for the verified profile of the person who signed in. The built-in
 * sandbox implements it locally; a real provider would do the same over HTTPS.
 */
import type { IdentityProviderId } from '@/contracts/identity';

export interface VerifiedProfile {
  provider: IdentityProviderId;
  /** The provider's stable id of the account (`sub`); emails can change, this cannot. */
  uniqueId: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface AuthorizeRequest {
  state: string;
  /** base64url(SHA-256(verifier)): the code only works with the verifier we keep. */
  codeChallenge: string;
  redirectUri: string;
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface IdentityProvider {
  id: IdentityProviderId;
  /** The brand shown to players. */
  name: string;
  authorizeUrl(request: AuthorizeRequest): string;
  /** The profile, or null when the code is unknown, expired, used, or not ours to redeem. */
  exchangeCode(exchange: CodeExchange): Promise<VerifiedProfile | null>;
}

/** Where a provider sends the browser back to after its sign-in page. */
export function callbackPath(provider: IdentityProviderId): string {
  return `/api/auth/oauth/${provider}/callback`;
}
