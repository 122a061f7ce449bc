/**
 * Puts the accounts capability on the instance: `app.accounts` (service), `app.users`,
 * `app.sessions`, and resolves each /api request's session cookie into `request.session`.
 * Routes that need a signed-in player use `app.requireUser`, which also loads `request.user`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiErrors } from '../../http/api-error';
import type { TwoFactorGate } from '../two-factor/gate';
import { type AccountService, type ClientInfo, createAccountService } from './service';
import { clearSessionCookies, readSessionCookie, setSessionCookies } from './session-cookies';
import { isWellFormedToken } from './session-tokens';
import {
  createSessionsRepository,
  type SessionRecord,
  type SessionsRepository,
} from './sessions-repository';
import { createSignInThrottle } from './sign-in-throttle';
import { createUsersRepository, type UserRow, type UsersRepository } from './users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService & {
      /** The signed-in user of a request (active session), or null. */
      currentUser(request: FastifyRequest): Promise<UserRow | null>;
      /** Sets the cookies of a freshly issued session token. */
      issueCookies(reply: FastifyReply, token: string): void;
      clearCookies(reply: FastifyReply): void;
      client(request: FastifyRequest): ClientInfo;
    };
    users: UsersRepository;
    sessions: SessionsRepository;
    twoFactor?: TwoFactorGate;
    /** preHandler: 401 unless an active session; loads `request.user`. */
    requireUser(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The session of the cookie (active or waiting for its second factor), or null. */
    session: SessionRecord | null;
    /** The raw cookie token of `session` (needed to derive the socketToken). */
    sessionToken: string | null;
    /** Set by `requireUser`. */
    user: UserRow | null;
  }
}

const SWEEP_EVERY_MS = 60 * 60_000;

export const accountPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const secure = app.config.https;
    const users = createUsersRepository(db);
    const sessions = createSessionsRepository(db, app.config.sessions);
    const service = createAccountService({
      users,
      sessions,
      throttle: createSignInThrottle(db),
      twoFactor: () => app.twoFactor,
    });

    app.decorate('users', users);
    app.decorate('sessions', sessions);
    app.decorateRequest('session', null);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('user', null);

    async function resolveSession(request: FastifyRequest): Promise<SessionRecord | null> {
      if (request.session) return request.session;
      const token = readSessionCookie(request, secure);
      if (!isWellFormedToken(token)) return null;
      const session = await sessions.findByToken(token);
      request.session = session;
      request.sessionToken = session ? token : null;
      return session;
    }

    app.addHook('onRequest', async (request) => {
      // Only the API and the socket handshake care who is signed in; static files do not.
      if (request.url.startsWith('/api/')) await resolveSession(request);
    });

    app.decorate('accounts', {
      ...service,
      async currentUser(request: FastifyRequest) {
        const session = await resolveSession(request);
        if (session?.stage !== 'active') return null;
        request.user ??= await users.findById(session.userId);
        return request.user;
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
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await app.accounts.currentUser(request);
      if (!user) throw apiErrors.unauthorized();
    });

    const sweep = setInterval(() => {
      sessions.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'session sweep'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'account', dependencies: ['context', 'cookies'] },
);
