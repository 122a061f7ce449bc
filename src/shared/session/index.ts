/**
 * The session: who is signed in on this device, read by every feature and the app frame.
 * It owns the current-user query and its key (GET /account/get), loading it for route loaders
 * and settling a signed-out visitor before the first render, keeping it in step with the server
 * (401s, socket reconnects), refreshing it after a sign-in, and signing out.
 *
 * It sits in shared/ rather than in a feature: nearly every feature reads it, so as part of a
 * feature (it was account's) it made that feature a hub that others import and that imports
 * them back. Here it can depend only on shared/ and contracts/, which the lint rules and the
 * architecture test enforce, so it can never close a cycle between features. The account
 * feature keeps the sign-in and sign-up forms, the profile and the settings.
 */

export { loadCurrentUser } from './load-current-user';
export { clearStoredSession, type LogoutOptions, logout, logoutUrl } from './logout';
export { accountKeys, currentUserQuery, settleSignedOutVisitor } from './queries';
export { refreshSignedInSession } from './refresh-signed-in-session';
export { type CurrentUser, useCurrentUser } from './use-current-user';
export { useLogout } from './use-logout';
export { useSessionSync } from './use-session-sync';
