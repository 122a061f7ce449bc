/**
 * CSRF protection (contracts/csrf.ts): every state-changing /api request must echo the
 * readable CSRF cookie in the x-csrf-token header, and a browser's Origin (or, without one,
 * Sec-Fetch-Site) must say it comes from this site. The cookie is issued on API responses and
 * page loads that lack it, except on answers shared between visitors (`sharedAnswer`). Routes
 * authenticated by a bearer token (the operator API) opt out with `config: { csrf: false }`:
 * no cookie authenticates them, so there is nothing to forge.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { CSRF_COOKIE, CSRF_COOKIE_SECURE, CSRF_HEADER, CSRF_PATH } from '@/contracts/csrf';
import { ApiError } from '../http/api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False for routes that no cookie authenticates (bearer-token APIs). */
    csrf?: boolean;
    /**
     * True for answers that are the same for every visitor and that a shared cache may keep
     * (images, the catalogue): they never carry a visitor's cookie, which such a cache would
     * otherwise keep with them and hand to every visitor after.
     */
    sharedAnswer?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

function csrfError(message: string): ApiError {
  return new ApiError(403, API_ERROR_CODES.csrf, message);
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isSameSiteRequest(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    if (publicOrigin !== null) return origin === publicOrigin;
    return URL.canParse(origin) && new URL(origin).host === request.headers.host;
  }
  if (origin === 'null') return false;
  // No Origin: older browsers on same-origin requests, or a non-browser client. A browser
  // that sends Sec-Fetch-Site tells us where the request came from.
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

export const csrfPlugin = fp(
  async (app) => {
    const secure = app.config.https;
    const cookieName = secure ? CSRF_COOKIE_SECURE : CSRF_COOKIE;

    // For a client that has no token yet (first write of an app served by the worker): the
    // hook below sets the cookie on this answer like on any other API response.
    app.get(CSRF_PATH, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ok: true };
    });

    app.addHook('onRequest', async (request, reply) => {
      const isApi = request.url.startsWith('/api/');
      const isPage = request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '');
      const shared = request.routeOptions.config.sharedAnswer === true;
      let token = request.cookies[cookieName];
      if ((isApi || isPage) && !shared && !(token && TOKEN_PATTERN.test(token))) {
        token = randomBytes(18).toString('base64url');
        // Readable on purpose (the client echoes it); Strict so no other site ever sends it.
        reply.setCookie(cookieName, token, { path: '/', sameSite: 'strict', secure });
        token = undefined;
      }
      if (!isApi || SAFE_METHODS.has(request.method)) return;
      // An unknown route answers 404 whatever the method; there is nothing to protect.
      if (request.is404 || request.routeOptions.config.csrf === false) return;
      if (!isSameSiteRequest(request, app.config.publicOrigin)) {
        throw csrfError('Cross-site request refused');
      }
      const sent = request.headers[CSRF_HEADER];
      if (!token || typeof sent !== 'string' || !sameToken(sent, token)) {
        throw csrfError('Missing or invalid CSRF token. Reload the page and try again.');
      }
    });
  },
  { name: 'csrf', dependencies: ['context', 'cookies'] },
);
