/**
 * The built-in sandbox identity provider ("Kadi ID"): a local stand-in for an OpenID Connect
 * provider, with its own signing key (DATA_DIR/identity-sandbox-key). Its sign-in page
 * (sandbox-routes.ts) lets a tester be anyone by typing an email and a name; it then issues an
 * authorization code bound to the redirect URI and the PKCE challenge, valid for a few
 * minutes and redeemable once. The account id (`sub`) is derived from the email, so the same
 * address always comes back as the same account.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { IDENTITY_PROVIDER_NAMES } from '@/contracts/identity';
import { codeChallengeOf } from './pkce';
import type { AuthorizeRequest, CodeExchange, IdentityProvider, VerifiedProfile } from './provider';
import { callbackPath } from './provider';
import { sameText } from './same-text';
import { createTokenSigner } from './signed-token';
import type { SpentTokensRepository } from './spent-tokens-repository';

export const SANDBOX_AUTHORIZE_PATH = '/sandbox/identity/authorize';
/** The one client registered with the sandbox: this server. */
export const SANDBOX_CLIENT_ID = 'kadibet';
const CODE_TTL_MS = 5 * 60_000;
const CODE_PURPOSE = 'sandbox-idp-code';

const codeSchema = z.object({
  sub: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  redirectUri: z.string(),
  codeChallenge: z.string(),
});

export interface SandboxSignIn {
  redirectUri: string;
  codeChallenge: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export function createSandboxIdentityProvider(key: string, spent: SpentTokensRepository) {
  const signer = createTokenSigner(key);
  const id = 'kadi-id' as const;
  const redirectUri = callbackPath(id);

  function subjectOf(email: string): string {
    return createHmac('sha256', key)
      .update(`sub.${email.trim().toLowerCase()}`)
      .digest()
      .subarray(0, 18)
      .toString('base64url');
  }

  const provider: IdentityProvider & {
    /** The page's check of a sign-in request: our client, its registered redirect. */
    acceptsClient(clientId: string, redirect: string): boolean;
    /** The page's Continue: a code for the redirect. */
    issueCode(signIn: SandboxSignIn): Promise<string>;
  } = {
    id,
    name: IDENTITY_PROVIDER_NAMES[id],

    authorizeUrl(request: AuthorizeRequest): string {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: SANDBOX_CLIENT_ID,
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      });
      return `${SANDBOX_AUTHORIZE_PATH}?${query}`;
    },

    acceptsClient(clientId: string, redirect: string): boolean {
      return clientId === SANDBOX_CLIENT_ID && redirect === redirectUri;
    },

    issueCode(signIn: SandboxSignIn): Promise<string> {
      return signer.sign(
        CODE_PURPOSE,
        {
          sub: subjectOf(signIn.email),
          email: signIn.email.trim(),
          emailVerified: signIn.emailVerified,
          name: signIn.name.trim(),
          redirectUri: signIn.redirectUri,
          codeChallenge: signIn.codeChallenge,
        },
        CODE_TTL_MS,
      );
    },

    async exchangeCode(exchange: CodeExchange): Promise<VerifiedProfile | null> {
      const checked = await signer.verify(CODE_PURPOSE, codeSchema, exchange.code);
      if (!checked.ok) return null;
      const code = checked.payload;
      if (!sameText(code.redirectUri, exchange.redirectUri)) return null;
      if (!sameText(code.codeChallenge, codeChallengeOf(exchange.codeVerifier))) return null;
      if (!(await spent.spend(`code:${code.jti}`, new Date(code.exp)))) return null;
      return {
        provider: id,
        uniqueId: code.sub,
        email: code.email,
        emailVerified: code.emailVerified,
        name: code.name,
      };
    },
  };
  return provider;
}

export type SandboxIdentityProvider = ReturnType<typeof createSandboxIdentityProvider>;
