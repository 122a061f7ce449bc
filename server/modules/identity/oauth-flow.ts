/**
 * The OAuth dance on this server's side. `start` makes the attempt (state, PKCE verifier,
 * intent, in the signed flow cookie) and the provider's address; `finish` checks the callback
 * against that cookie, redeems the code and decides where the verified profile leads:
 * signing in the player it is linked to, confirming a link (the signed-in player, or the
 * account with the same email), or confirming a new account.
 */
import { randomBytes } from 'node:crypto';
import {
  IDENTITY_PROVIDER_NAMES,
  type IdentityProviderId,
  type OAuthIntent,
} from '@/contracts/identity';
import type { UserRow, UsersRepository } from '../account/users-repository';
import { callbackMessages } from './errors';
import { FLOW_PURPOSE, FLOW_TTL_MS, type FlowState, flowSchema } from './flow-state';
import type { LinkedIdentitiesRepository } from './linked-identities-repository';
import { codeChallengeOf, newCodeVerifier } from './pkce';
import { callbackPath, type IdentityProvider, type VerifiedProfile } from './provider';
import { sameText } from './same-text';
import type { TokenSigner } from './signed-token';
import { CONFIRM_TTL_MS, LINK_PURPOSE, SIGNUP_PURPOSE } from './tokens';

export interface CallbackQuery {
  state?: string;
  code?: string;
  error?: string;
}

export type CallbackOutcome = (
  | { kind: 'error'; message: string }
  | { kind: 'notice'; message: string }
  | { kind: 'signIn'; user: UserRow }
  | { kind: 'confirmLink'; params: Record<string, string> }
  | { kind: 'confirmSignup'; query: string }
) & {
  /** The page the attempt started from (when it said), where the browser goes back to. */
  returnTo?: string | null;
};

export interface OAuthFlowDeps {
  providers: ReadonlyMap<IdentityProviderId, IdentityProvider>;
  signer: TokenSigner;
  links: LinkedIdentitiesRepository;
  users: UsersRepository;
}

export function createOAuthFlow(deps: OAuthFlowDeps) {
  const { providers, signer, links, users } = deps;

  async function confirmLink(profile: VerifiedProfile, userId: string): Promise<CallbackOutcome> {
    const { provider, uniqueId, email, name } = profile;
    const accessToken = await signer.sign(
      LINK_PURPOSE,
      { provider, uniqueId, email, name, userId },
      CONFIRM_TTL_MS,
    );
    return {
      kind: 'confirmLink',
      params: { confirmAccountLink: '1', provider, uniqueId, userId, name, accessToken },
    };
  }

  async function confirmSignup(profile: VerifiedProfile): Promise<CallbackOutcome> {
    const token = await signer.sign(SIGNUP_PURPOSE, { ...profile }, CONFIRM_TTL_MS);
    const query = new URLSearchParams({
      provider: profile.provider,
      name: profile.name,
      email: profile.email,
      token,
    });
    return { kind: 'confirmSignup', query: query.toString() };
  }

  return {
    async start(
      provider: IdentityProvider,
      intent: OAuthIntent,
      user: UserRow | null,
      returnTo: string | null,
    ): Promise<{ authorizeUrl: string; flowCookie: string }> {
      const state = randomBytes(24).toString('base64url');
      const verifier = newCodeVerifier();
      const flowCookie = await signer.sign(
        FLOW_PURPOSE,
        { state, provider: provider.id, intent, userId: user?.id ?? null, verifier, returnTo },
        FLOW_TTL_MS,
      );
      const authorizeUrl = provider.authorizeUrl({
        state,
        codeChallenge: codeChallengeOf(verifier),
        redirectUri: callbackPath(provider.id),
      });
      return { authorizeUrl, flowCookie };
    },

    async finish(
      providerId: IdentityProviderId,
      flowCookie: string | undefined,
      query: CallbackQuery,
      currentUser: UserRow | null,
    ): Promise<CallbackOutcome> {
      const provider = providers.get(providerId);
      const flow = flowCookie ? await signer.verify(FLOW_PURPOSE, flowSchema, flowCookie) : null;
      if (!provider || !flow?.ok || flow.payload.provider !== providerId) {
        return { kind: 'error', message: callbackMessages.flowLost };
      }
      if (!query.state || !sameText(query.state, flow.payload.state)) {
        return { kind: 'error', message: callbackMessages.flowLost };
      }
      // The attempt is this browser's: the page it started from is where the player returns.
      const outcome = await redeem(provider, flow.payload, query, currentUser);
      return { ...outcome, returnTo: flow.payload.returnTo };
    },
  };

  async function redeem(
    provider: IdentityProvider,
    flow: FlowState,
    query: CallbackQuery,
    currentUser: UserRow | null,
  ): Promise<CallbackOutcome> {
    const providerId = provider.id;
    if (query.error || !query.code) {
      const message =
        query.error === 'access_denied' ? callbackMessages.cancelled : callbackMessages.failed;
      return { kind: 'error', message: message(provider.name) };
    }
    const profile = await provider.exchangeCode({
      code: query.code,
      codeVerifier: flow.verifier,
      redirectUri: callbackPath(providerId),
    });
    if (!profile) return { kind: 'error', message: callbackMessages.failed(provider.name) };
    const linked = await links.find(providerId, profile.uniqueId);

    if (flow.intent === 'link') {
      if (!currentUser || currentUser.id !== flow.userId) {
        return { kind: 'error', message: callbackMessages.signInToLink(provider.name) };
      }
      if (linked?.userId === currentUser.id) {
        return { kind: 'notice', message: callbackMessages.alreadyLinked(provider.name) };
      }
      if (linked)
        return { kind: 'error', message: callbackMessages.linkedElsewhere(provider.name) };
      return confirmLink(profile, currentUser.id);
    }

    if (linked) {
      const user = await users.findById(linked.userId);
      if (user) return { kind: 'signIn', user };
    }
    if (currentUser) return confirmLink(profile, currentUser.id);
    const owner = await users.findByIdentifier(profile.email);
    if (!owner) return confirmSignup(profile);
    // The link dialog's proof for someone not signed in is the account's password; an account
    // without one has none to give, so it is sent to the way in it already has instead.
    if (owner.passwordHash === null) return signInThroughOwnLinks(owner);
    return confirmLink(profile, owner.id);
  }

  async function signInThroughOwnLinks(owner: UserRow): Promise<CallbackOutcome> {
    const names = (await links.listForUser(owner.id)).map(
      (row) => IDENTITY_PROVIDER_NAMES[row.provider],
    );
    return { kind: 'error', message: callbackMessages.emailSignsInElsewhere(names.join(', ')) };
  }
}

export type OAuthFlow = ReturnType<typeof createOAuthFlow>;
