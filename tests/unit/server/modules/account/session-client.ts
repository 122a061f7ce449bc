/**
 * A cookie-keeping client for server tests: carries the cookies the app sets (like a browser
 * would) and sends the CSRF header on writes, so tests read like a player's requests.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@/contracts/csrf';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SessionClient {
  cookies: Map<string, string>;
  request(
    method: Method,
    url: string,
    body?: unknown,
    options?: { csrf?: boolean; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

export function sessionClient(app: FastifyInstance, ip = '10.0.0.1'): SessionClient {
  const cookies = new Map<string, string>();
  const client: SessionClient = {
    cookies,
    async request(method, url, body, options = {}) {
      if (method !== 'GET' && !cookies.has(CSRF_COOKIE)) await client.get('/api/health');
      const headers: Record<string, string> = { ...options.headers };
      if (method !== 'GET' && options.csrf !== false) {
        headers[CSRF_HEADER] = cookies.get(CSRF_COOKIE) ?? '';
      }
      const response = await app.inject({
        method,
        url,
        remoteAddress: ip,
        headers,
        cookies: Object.fromEntries(cookies),
        ...(body === undefined ? {} : { payload: body as object }),
      });
      for (const cookie of response.cookies) {
        const expired =
          cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires < new Date());
        if (expired || cookie.value === '') cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
      return response;
    },
    get: (url) => client.request('GET', url),
    post: (url, body) => client.request('POST', url, body ?? {}),
  };
  return client;
}

let counter = 0;
/** A fresh valid registration body (unique name and email per call). */
export function newPlayer(prefix = 'player') {
  counter += 1;
  const name = `${prefix}${Date.now().toString(36).slice(-5)}${counter}`;
  return {
    username: name,
    email: `${name}@example.com`,
    password: 'correct horse battery staple',
    acceptTerms: true,
    confirmAge: true,
  };
}
