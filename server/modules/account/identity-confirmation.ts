/**
 * How a signed-in player proves it is them before a sensitive change (password, email, closing
 * the account, a break or self-exclusion, two-factor changes): the current password, which
 * every route checks here and only here, so one count covers them all; and the second factor's
 * code of a single action (a tip). Wrong passwords and codes count per account and per address;
 * past five the account's confirmations are locked, 30 s doubling to 15 minutes. Unlike
 * sign-in, a lock is right here: only the holder of a session can reach these checks, so it
 * is no button for strangers, and whoever stole a session must not get to guess on.
 */

import { accountErrors } from './account-errors';
import { verifyPassword } from './passwords';
import type { ClientInfo } from './service';
import type { SessionRecord, SessionsRepository } from './sessions-repository';
import type { SignInThrottle } from './sign-in-throttle';
import { ipKey, reauthKey, type SignInLimits } from './throttle-keys';
import type { TwoFactorGate } from './two-factor-gate';
import type { UserRow } from './users-repository';

/** A fresh password entry counts as re-authentication for this long. */
export const REAUTH_WINDOW_MS = 5 * 60_000;

/** How a sensitive change may be proven besides the password alone (confirmIdentity). */
export interface IdentityProof {
  /** A sign-in or re-authentication within the window is proof enough. */
  recentSuffices?: boolean;
  /**
   * The password counts as a re-authentication: with this code when two-factor is on, and it
   * opens the window.
   */
  reauth?: { code?: string };
}

export interface IdentityConfirmationDeps {
  sessions: SessionsRepository;
  throttle: SignInThrottle;
  limits: SignInLimits;
  gateFor: (user: UserRow) => TwoFactorGate | null;
}

export function createIdentityConfirmation(deps: IdentityConfirmationDeps) {
  const { sessions, throttle, limits, gateFor } = deps;

  function isRecentlyAuthenticated(session: SessionRecord): boolean {
    return session.reauthUntil !== null && session.reauthUntil.getTime() > Date.now();
  }

  /**
   * The current password, and with `withCode` the second factor's code when it is on, checked
   * under the shared count: locked → 429, wrong → 1009 (1010 for the code), right → cleared.
   */
  async function checkCurrentPassword(
    user: UserRow,
    passwordHash: string,
    password: string,
    client: ClientInfo,
    code: { withCode: boolean; value?: string },
  ): Promise<void> {
    const playerKey = reauthKey(user.id);
    await throttle.attempt([playerKey, ipKey(client.ip, limits)], async () => {
      const passwordOk = await verifyPassword(passwordHash, password);
      const gate = code.withCode ? gateFor(user) : null;
      const codeOk = !gate || (code.value !== undefined && (await gate.verify(user, code.value)));
      if (!passwordOk) throw accountErrors.invalidCredentials();
      if (!codeOk) throw accountErrors.invalidCode();
    }, [playerKey]);
  }

  /**
   * Re-authentication before changing email, password or two-factor: the password, plus a
   * code when two-factor is on. Marks the session as freshly authenticated.
   */
  async function reauthenticate(
    session: SessionRecord,
    user: UserRow,
    password: string,
    code: string | undefined,
    client: ClientInfo,
  ): Promise<void> {
    // Nothing to type for an account without a password: a fresh sign-in is its way.
    if (user.passwordHash === null) throw accountErrors.signInAgain();
    await checkCurrentPassword(user, user.passwordHash, password, client, {
      withCode: true,
      value: code,
    });
    await sessions.markReauthenticated(session.tokenHash, REAUTH_WINDOW_MS);
  }

  /**
   * The proof every sensitive change asks for, decided here only. An account without a
   * password cannot give one, so a sign-in within the reauth window (a provider sign-in starts
   * one) stands in, else 1008 'sign in again'. A password account: with `recentSuffices`, the
   * window alone is enough; otherwise the password (missing → 1008, wrong → 1009, too many
   * wrong → 429), as the re-authentication (its code when two-factor is on, opening the
   * window) when `reauth` says so, else on its own.
   */
  async function confirmIdentity(
    session: SessionRecord,
    user: UserRow,
    password: string | undefined,
    client: ClientInfo,
    proof: IdentityProof = {},
  ): Promise<void> {
    const recent = isRecentlyAuthenticated(session);
    if (user.passwordHash === null) {
      if (!recent) throw accountErrors.signInAgain();
      return;
    }
    if (proof.recentSuffices && recent) return;
    if (password === undefined) throw accountErrors.reauthRequired();
    if (proof.reauth) {
      await reauthenticate(session, user, password, proof.reauth.code, client);
      return;
    }
    await checkCurrentPassword(user, user.passwordHash, password, client, { withCode: false });
  }

  /**
   * The second factor's code confirming one action of a signed-in player (a tip), under the
   * same count as the password: locked → 429, wrong → 1010, right → cleared.
   */
  async function confirmSecondFactor(
    user: UserRow,
    code: string,
    client: ClientInfo,
  ): Promise<void> {
    const gate = gateFor(user);
    if (!gate) return;
    const playerKey = reauthKey(user.id);
    await throttle.attempt([playerKey, ipKey(client.ip, limits)], async () => {
      if (!(await gate.verify(user, code))) throw accountErrors.invalidCode();
    }, [playerKey]);
  }

  return { reauthenticate, confirmIdentity, confirmSecondFactor };
}
