/**
 * The refusals of provider sign-in, sign-up and linking, as the API's usual errors. Token
 * problems name the field, so the dialogs can say exactly what went wrong.
 */

import { ApiError, apiErrors } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { IDENTITY_PROVIDER_NAMES, type IdentityProviderId } from '@/contracts/identity';

const conflict = (message: string) => new ApiError(409, API_ERROR_CODES.conflict, message);
const tokenIssue = (path: string, message: string) =>
  apiErrors.validation([{ path: `body.${path}`, message }], message);

export const identityErrors = {
  tokenInvalid: (path: string) =>
    tokenIssue(
      path,
      'This confirmation link is not valid. Please sign in with the provider again.',
    ),
  tokenExpired: (path: string) =>
    tokenIssue(path, 'This confirmation link has expired. Please sign in with the provider again.'),
  tokenUsed: (path: string) =>
    tokenIssue(
      path,
      'This confirmation link was already used. Please sign in with the provider again.',
    ),
  alreadyLinked: (provider: IdentityProviderId) =>
    conflict(`This ${IDENTITY_PROVIDER_NAMES[provider]} account is already linked to a player.`),
  playerHasLink: (provider: IdentityProviderId) =>
    conflict(
      `Your account is already linked to another ${IDENTITY_PROVIDER_NAMES[provider]} account.`,
    ),
  passwordNeeded: () =>
    new ApiError(
      403,
      API_ERROR_CODES.reauthRequired,
      'Enter the password of the account to link it.',
    ),
  lastSignInMethod: () =>
    apiErrors.forbidden(
      'This is the only way to sign in to your account, so it cannot be unlinked.',
    ),
  notLinked: (provider: IdentityProviderId) =>
    apiErrors.notFound(`No ${IDENTITY_PROVIDER_NAMES[provider]} account is linked.`),
};

/** The messages a callback sends back to the page as `authErrors` / `authSuccesses`. */
export const callbackMessages = {
  flowLost: 'Your sign-in expired or was started in another browser. Please try again.',
  cancelled: (name: string) => `Sign-in with ${name} was cancelled.`,
  failed: (name: string) => `Sign-in with ${name} could not be completed. Please try again.`,
  signInToLink: (name: string) => `Sign in to your account again to link ${name}.`,
  linkedElsewhere: (name: string) => `This ${name} account is already linked to another player.`,
  alreadyLinked: (name: string) => `Your ${name} account is already linked.`,
  /** The email's account has no password: only its own provider sign-in reaches it. */
  emailSignsInElsewhere: (names: string) =>
    `An account with this email already exists and signs in with ${names}. Sign in that way; you can link other accounts in your settings.`,
};
