/**
 * Module account: players and their sessions. Sign-in (with the second factor when it is on),
 * sign-out here or everywhere, and re-authentication before sensitive changes (sign-up has its
 * own file, signup.ts).
 * Every sign-in gets a new session token (no fixation); failed sign-ins are throttled per
 * identifier typed, per account and per IP, and an unknown name is answered exactly like a
 * wrong password.
 */

import { randomBytes } from 'node:crypto';
import { apiErrors } from '@server/http/api-error';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthResult } from '@/contracts/auth';
import type { Captcha } from '../captcha/service';
import { accountErrors } from './account-errors';
import { createIdentityConfirmation, REAUTH_WINDOW_MS } from './identity-confirmation';
import {
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyAgainstDecoy,
  verifyPassword,
} from './passwords';
import type { SessionRecord, SessionsRepository } from './sessions-repository';
import type { SignInThrottle } from './sign-in-throttle';
import {
  accountKey,
  identifierKey,
  ipKey,
  type SignInLimits,
  secondFactorKey,
} from './throttle-keys';
import type { TwoFactorGate } from './two-factor-gate';
import { isAccountClosed, type UserRow, type UsersRepository } from './users-repository';

export { accountErrors } from './account-errors';
export { type IdentityProof, REAUTH_WINDOW_MS } from './identity-confirmation';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface IssuedSession {
  token: string;
  session: SessionRecord;
  result: AuthResult;
}

/** Called when an address needs verifying: after an email change (a sign-up proves its own). */
export type EmailListener = (user: UserRow) => Promise<void>;

export interface AccountServiceDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  throttle: SignInThrottle;
  limits: SignInLimits;
  /** Resolved on use: the two-factor plugin registers after this one. */
  twoFactor: () => TwoFactorGate | undefined;
  /** Resolved on use, like twoFactor: asked for once an account had too many failures. */
  captcha: () => Pick<Captcha, 'verify'> | undefined;
  /** Where failures that must not fail the request are reported. */
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function createAccountService(deps: AccountServiceDeps) {
  const { users, sessions, throttle, limits } = deps;
  const emailListeners = new Set<EmailListener>();

  /**
   * The two-factor gate for a player who turned it on. Fails closed: an account with a second
   * factor is never let through because the gate is missing.
   */
  function gateFor(user: UserRow): TwoFactorGate | null {
    if (!user.twoFactorMethod) return null;
    const gate = deps.twoFactor();
    if (!gate)
      throw new Error('two-factor is on for an account but no two-factor gate is registered');
    return gate;
  }

  /** Fails closed: a required captcha is never waved through because its module is missing. */
  async function assertCaptcha(solution: string | undefined): Promise<void> {
    if (!solution) throw accountErrors.captchaRequired('missing');
    const captcha = deps.captcha();
    if (!captcha) throw new Error('sign-in needs a captcha but no captcha is registered');
    const verdict = await captcha.verify(solution);
    if (verdict !== 'ok') throw accountErrors.captchaRequired(verdict);
  }

  async function emailNeedsVerification(user: UserRow): Promise<void> {
    for (const listener of emailListeners) await listener(user);
  }

  /** Past the password (or a provider): the second factor when on, else a session. */
  async function admit(user: UserRow, client: ClientInfo): Promise<IssuedSession> {
    const gate = gateFor(user);
    if (gate) {
      const challenge = await gate.beginSignIn(user);
      const { token, session } = await sessions.create({
        userId: user.id,
        stage: 'twoFactor',
        ip: client.ip,
        userAgent: client.userAgent,
      });
      return { token, session, result: { twoFactorRequired: true, ...challenge } };
    }
    return startActiveSession(user, client);
  }

  async function startActiveSession(user: UserRow, client: ClientInfo): Promise<IssuedSession> {
    const previousSignInAt = user.lastSignInAt;
    await users.update(user.id, { lastSignInAt: new Date(), lastSignInIp: client.ip });
    const { token, session } = await sessions.create({
      userId: user.id,
      stage: 'active',
      ip: client.ip,
      userAgent: client.userAgent,
      previousSignInAt,
      reauthForMs: REAUTH_WINDOW_MS,
    });
    return {
      token,
      session,
      result: {
        twoFactorRequired: false,
        previousSignInAt: previousSignInAt?.toISOString() ?? null,
      },
    };
  }

  const { reauthenticate, confirmIdentity, confirmSecondFactor } = createIdentityConfirmation({
    sessions,
    throttle,
    limits,
    gateFor,
  });

  return {
    /** The verification email hooks in here (mail module). */
    onEmailNeedsVerification(listener: EmailListener): () => void {
      emailListeners.add(listener);
      return () => emailListeners.delete(listener);
    },

    emailChanged(user: UserRow): Promise<void> {
      return emailNeedsVerification(user);
    },

    /**
     * The password sign-in. An address past its failures is locked (429); an identifier (or
     * an account) past its free guesses is not: each further try needs a solved `captcha`,
     * checked before the password, so a player with the captcha and the right password gets in
     * while others keep failing. A success clears the account's name, email and bound.
     */
    async signIn(
      identifier: string,
      password: string,
      client: ClientInfo,
      captcha?: string,
    ): Promise<IssuedSession> {
      const user = await users.findByIdentifier(identifier);
      const typed = identifierKey(identifier, limits);
      const account = accountKey(user?.id ?? null, identifier, limits);
      // Counted before the password is checked, so guesses sent at once each see their own
      // number: only the free ones get through without a captcha.
      const found = await throttle.attempt(
        [typed, ipKey(client.ip, limits)],
        async (tries) => {
          // Only free guesses count against the account (see sign-in-throttle.ts).
          const needsCaptcha =
            tries.pastFree(typed) || (await throttle.count([account])).pastFree(account);
          if (needsCaptcha) await assertCaptcha(captcha);
          const valid = user?.passwordHash
            ? await verifyPassword(user.passwordHash, password)
            : await verifyAgainstDecoy(password);
          if (!user || !valid) throw accountErrors.invalidCredentials();
          return user;
        },
        [
          typed,
          account,
          ...(user ? [user.name, user.email] : []).map((id) => identifierKey(id, limits)),
        ],
      );
      if (isAccountClosed(found)) throw accountErrors.closed(found.closedUntil);
      if (found.passwordHash && needsRehash(found.passwordHash)) {
        await users.update(found.id, { passwordHash: await hashPassword(password) });
      }
      return admit(found, client);
    },

    /**
     * Sign-in of a player someone else vouched for (a linked identity provider): the same
     * refusals and second factor as a password sign-in, without the password.
     */
    signInVerified(user: UserRow, client: ClientInfo): Promise<IssuedSession> {
      if (isAccountClosed(user)) throw accountErrors.closed(user.closedUntil);
      return admit(user, client);
    },

    /**
     * A player made from a provider's profile: no password, a placeholder name they replace
     * at once (mustSetName), the email verified when the provider vouches for it.
     */
    async createExternal(input: {
      email: string;
      emailVerified: boolean;
      locale?: string | null;
    }): Promise<UserRow> {
      if (await users.emailTaken(input.email)) throw accountErrors.taken('email');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const created = await users.create({
          name: `kb_${randomBytes(6).toString('hex')}`,
          email: input.email,
          passwordHash: null,
          emailVerified: input.emailVerified,
          mustSetName: true,
          locale: input.locale ?? null,
        });
        if ('user' in created) return created.user;
        if (created.taken === 'email') throw accountErrors.taken('email');
      }
      throw new Error('accounts: no free placeholder name after 5 tries');
    },

    /** The second step: a 'twoFactor' session becomes a new active one (new token). */
    async completeTwoFactor(
      pending: SessionRecord,
      code: string,
      client: ClientInfo,
    ): Promise<IssuedSession> {
      const user = await users.findById(pending.userId);
      const gate = user ? gateFor(user) : null;
      if (!user || !gate) throw apiErrors.unauthorized();
      const playerKey = secondFactorKey(pending.userId);
      await throttle.attempt([playerKey, ipKey(client.ip, limits)], async () => {
        if (!(await gate.verify(user, code))) throw accountErrors.invalidCode();
      }, [playerKey]);
      // The pending session itself is replaced by the route (like any earlier session).
      return startActiveSession(user, client);
    },

    reauthenticate,

    confirmIdentity,

    confirmSecondFactor,

    /**
     * A new password: checked and stored. The caller rotates the session (privilege change →
     * new token); other sessions stay until the player accepts the offer to end them. A
     * passwordless account sets its first one on a recent sign-in (confirmIdentity).
     */
    async changePassword(
      session: SessionRecord,
      user: UserRow,
      currentPassword: string | undefined,
      newPassword: string,
      client: ClientInfo,
    ): Promise<void> {
      await confirmIdentity(session, user, currentPassword, client);
      if (isCommonPassword(newPassword) || newPassword.toLowerCase() === user.name.toLowerCase()) {
        throw accountErrors.commonPassword('newPassword');
      }
      await users.update(user.id, {
        passwordHash: await hashPassword(newPassword),
        passwordChangedAt: new Date(),
      });
    },

    /** Replaces the session's token with a new one (after any privilege change). */
    async rotate(
      session: SessionRecord,
      user: UserRow,
      client: ClientInfo,
    ): Promise<IssuedSession> {
      await sessions.deleteByTokenHash(session.tokenHash);
      const { token, session: next } = await sessions.create({
        userId: user.id,
        stage: 'active',
        ip: client.ip,
        userAgent: client.userAgent,
        previousSignInAt: session.previousSignInAt,
        reauthForMs: REAUTH_WINDOW_MS,
      });
      return { token, session: next, result: { twoFactorRequired: false } };
    },

    /**
     * Closes the account (self-exclusion style) after confirmIdentity: no sign-in until
     * `until` (null: for good), and every session ends now.
     */
    async closeAccount(
      session: SessionRecord,
      user: UserRow,
      password: string | undefined,
      until: Date | null,
      client: ClientInfo,
    ): Promise<void> {
      await confirmIdentity(session, user, password, client);
      await users.update(user.id, { closedAt: new Date(), closedUntil: until });
      await sessions.deleteAllForUser(user.id);
    },

    signOut(session: SessionRecord): Promise<void> {
      return sessions.deleteByTokenHash(session.tokenHash);
    },

    signOutEverywhere(userId: string): Promise<number> {
      return sessions.deleteAllForUser(userId);
    },

    signOutOthers(session: SessionRecord): Promise<number> {
      return sessions.deleteAllForUser(session.userId, session.tokenHash);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
