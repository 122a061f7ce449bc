/**
 * The calls of sign-in through an identity provider: starting an attempt (the browser then
 * goes to the provider's page), confirming the sign-up or the link the callback proposed, and
 * the player's linked accounts in settings.
 */
import { queryOptions } from '@tanstack/react-query';
import { okSchema } from '@/contracts/auth';
import {
  type IdentityProviderId,
  linkedAccountsSchema,
  type OAuthIntent,
  oauthLinkResultSchema,
  oauthStartResultSchema,
} from '@/contracts/identity';
import { apiRequest } from '@/shared/api/rest';
import { type AuthResult, submitProviderSignup } from '../auth/queries';

/** Starts an attempt and leaves for the provider's sign-in page. */
export async function goToProvider(
  provider: IdentityProviderId,
  intent: OAuthIntent,
  returnTo?: string,
): Promise<void> {
  const { authorizeUrl } = await apiRequest(`/auth/oauth/${provider}/start`, {
    method: 'POST',
    body: { intent, ...(returnTo ? { returnTo } : {}) },
    schema: oauthStartResultSchema,
  });
  window.location.assign(authorizeUrl);
}

export function confirmProviderSignup(token: string): Promise<AuthResult> {
  return submitProviderSignup({ token });
}

export function confirmProviderLink(accessToken: string, password?: string, captcha?: string) {
  return apiRequest('/auth/oauth/link', {
    method: 'POST',
    body: { accessToken, ...(password ? { password } : {}), ...(captcha ? { captcha } : {}) },
    schema: oauthLinkResultSchema,
  });
}

export const linkedAccountsQueryKey = ['account', 'linkedAccounts'] as const;

/** The provider accounts linked to the player; only useful online, so never persisted. */
export function linkedAccountsQuery() {
  return queryOptions({
    queryKey: linkedAccountsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest('/account/linkedAccounts', { schema: linkedAccountsSchema, signal }),
    staleTime: 10_000,
  });
}

export function unlinkProvider(provider: IdentityProviderId) {
  return apiRequest('/account/linkedAccounts/unlink', {
    method: 'POST',
    body: { provider },
    schema: okSchema,
  });
}
