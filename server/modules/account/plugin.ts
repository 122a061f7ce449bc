/**
 * Puts the accounts capability on the instance: `app.accounts` (service), `app.users`,
 * `app.sessions`. A request's session cookie is looked up only when a route asks (once per
 * request): `app.requireUser` for routes that need a player (then `app.accounts.signedIn`
 * hands out user, session and token), `app.accounts.sessionOf` for the sign-in routes.
 */

import { dataDirSecret } from '@server/data-dir-secret';
import { apiErrors } from '@server/http/api-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { siteOrigin } from '../mail/messages';
import {
  clearPendingSignupCookie,
  openPendingSignup,
  type PendingSignup,
  sealPendingSignup,
  setPendingSignupCookie,
} from './pending-signup';
import { createSealedBox } from './sealed-box';
import { type AccountService, type ClientInfo, createAccountService } from './service';
import { clearSessionCookies, readSessionCookie, setSessionCookies } from './session-cookies';
import { isWellFormedToken } from './session-tokens';
import {
  createSessionsRepository,
  type SessionRecord,
  type SessionsRepository,
} from './sessions-repository';
import { createSignInThrottle } from './sign-in-throttle';
import { createSignup, type Signup } from './signup';
import type { TwoFactorGate } from './two-factor-gate';
import { createUsersRepository, type UserRow, type UsersRepository } from './users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService & {
      /** The session of the request's cookie (active or waiting for its second factor). */
      sessionOf(request: FastifyRequest): Promise<SessionRecord | null>;
      /** The signed-in user of a request (active session), or null. */
      currentUser(request: FastifyRequest): Promise<UserRow | null>;
      /** After `requireUser`: the player, their session and its cookie token; 401 otherwise. */
      signedIn(request: FastifyRequest): SignedIn;
      /**
       * After a privilege change (password, two-factor): a new token for this session, and how
       * many other sessions remain, for the offer to end them.
       */
      rotateAfterChange(request: FastifyRequest, reply: FastifyReply): Promise<number>;
      /** Sets the cookies of a freshly issued session token. */
      issueCookies(reply: FastifyReply, token: string): void;
      clearCookies(reply: FastifyReply): void;
      client(request: FastifyRequest): ClientInfo;
      signup: Signup & {
        /** The request's pending sign-up (its sealed cookie), or null. */
        pendingOf(request: FastifyRequest): Promise<PendingSignup | null>;
        /** Seals the pending sign-up into this browser's cookie, or ends it (null). */
        hold(reply: FastifyReply, pending: PendingSignup | null): Promise<void>;
      };
    };
    users: UsersRepository;
    sessions: SessionsRepository;
    twoFactor?: TwoFactorGate;
    /** preHandler: 401 unless an active session; loads `request.user`. */
    requireUser(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `requireUser`; read it through `app.accounts.signedIn`. */
    user: UserRow | null;
  }
}

export interface SignedIn {
  user: UserRow;
  session: SessionRecord;
  /** The raw cookie token of `session` (the socketToken is derived from it). */
  token: string;
}

interface ResolvedSession {
  session: SessionRecord;
  token: string;
}

const SWEEP_EVERY_MS = 60 * 60_000;
/** Failure counts idle this long are forgotten: every window is far shorter. */
const FAILURES_KEPT_MS = 24 * 60 * 60_000;
/** Seals pending sign-ups (sealed-box.ts); made at first start, shared through DATA_DIR. */
const SIGNUP_KEY_FILE = 'signup-key';

export const accountPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const secure = app.config.https;
    const users = createUsersRepository(db);
    const sessions = createSessionsRepository(db, app.config.sessions);
    const throttle = createSignInThrottle(db);
    const service = createAccountService({
      users,
      sessions,
      throttle,
      limits: app.config.signIn,
      twoFactor: () => app.twoFactor,
      captcha: () => (app.hasDecorator('captcha') ? app.captcha : undefined),
      log: app.log,
    });

    const box = createSealedBox(dataDirSecret(app.config.dataDir, SIGNUP_KEY_FILE).value);
    const signup = createSignup({
      users,
      throttle,
      mail: app.mail,
      origin: siteOrigin(app.config),
      signIn: service.signInVerified,
      log: app.log,
    });

    app.decorate('users', users);
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);

    // One lookup per request, whoever asks first; requests that never ask cost nothing.
    const resolved = new WeakMap<FastifyRequest, Promise<ResolvedSession | null>>();
    function resolveSession(request: FastifyRequest): Promise<ResolvedSession | null> {
      let lookup = resolved.get(request);
      if (!lookup) {
        const token = readSessionCookie(request.cookies, secure);
        lookup = isWellFormedToken(token)
          ? sessions.findByToken(token).then((session) => (session ? { session, token } : null))
          : Promise.resolve(null);
        resolved.set(request, lookup);
      }
      return lookup;
    }

    // What requireUser found, readable synchronously by the route handlers after it.
    const settled = new WeakMap<FastifyRequest, ResolvedSession>();

    app.decorate('accounts', {
      ...service,
      async sessionOf(request: FastifyRequest) {
        return (await resolveSession(request))?.session ?? null;
      },
      async currentUser(request: FastifyRequest) {
        const found = await resolveSession(request);
        if (found?.session.stage !== 'active') return null;
        request.user ??= await users.findById(found.session.userId);
        return request.user;
      },
      signedIn(request: FastifyRequest): SignedIn {
        // requireUser awaited the lookup, so the promise has settled with the session.
        const found = settled.get(request);
        if (!request.user || !found) throw apiErrors.unauthorized();
        return { user: request.user, session: found.session, token: found.token };
      },
      async rotateAfterChange(request: FastifyRequest, reply: FastifyReply) {
        const { user, session } = app.accounts.signedIn(request);
        const issued = await service.rotate(session, user, app.accounts.client(request));
        app.accounts.issueCookies(reply, issued.token);
        settled.set(request, { session: issued.session, token: issued.token });
        const others = (await sessions.listForUser(user.id)).length - 1;
        return Math.max(0, others);
      },
      issueCookies(reply: FastifyReply, token: string) {
        setSessionCookies(reply, token, app.config.sessions.maxAgeMs, secure);
      },
      clearCookies(reply: FastifyReply) {
        clearSessionCookies(reply, secure);
      },
      client(request: FastifyRequest): ClientInfo {
        const agent = request.headers['user-agent'];
        return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
      },
      signup: {
        ...signup,
        pendingOf: (request: FastifyRequest) => openPendingSignup(box, request),
        async hold(reply: FastifyReply, pending: PendingSignup | null) {
          if (pending) setPendingSignupCookie(reply, await sealPendingSignup(box, pending), secure);
          else clearPendingSignupCookie(reply, secure);
        },
      },
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await app.accounts.currentUser(request);
      const found = await resolveSession(request);
      if (!user || !found) throw apiErrors.unauthorized();
      settled.set(request, found);
    });

    const sweep = setInterval(() => {
      sessions.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'session sweep'));
      throttle
        .sweep(FAILURES_KEPT_MS)
        .catch((error: unknown) => app.log.warn({ err: error }, 'auth failures sweep'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'account', dependencies: ['context', 'cookies', 'mail'] },
);
