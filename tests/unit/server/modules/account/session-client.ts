/**
 * A cookie-keeping client for server tests: carries the cookies the app sets (like a browser
 * would) and sends the CSRF header on writes, so tests read like a player's requests. Also the
 * players those tests need (signed up over the API), money requests with an idempotency key,
 * and the operator API's calls.
 */
import { randomUUID } from 'node:crypto';
import { TEST_OPERATOR_TOKEN } from '@tests/support/app';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { BalanceType } from '@/contracts/balances';
import { CSRF_COOKIE, CSRF_HEADER } from '@/contracts/csrf';
import { IDEMPOTENCY_HEADER } from '@/contracts/money';

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

export interface TestPlayer {
  client: SessionClient;
  id: string;
  name: string;
  password: string;
}

/** The newest sign-up code the server mailed to `email`. */
export async function mailedSignupCode(app: FastifyInstance, email: string): Promise<string> {
  const [message] = await app.mail.latest({ to: email, limit: 1 });
  const code = /sign-up code: (\d{6})/.exec(message?.subject ?? '')?.[1];
  if (!code) throw new Error(`no sign-up code mailed to ${email}`);
  return code;
}

/**
 * Signs up as the form does: the details (answered with a code sent by email), then the code
 * from the outbox, from the same client. The answer of the second step (signed in on 200).
 */
export async function signUpThroughApi(
  app: FastifyInstance,
  client: SessionClient,
  body: { email: string } & Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const started = await client.post('/api/auth/register', body);
  if (started.statusCode !== 200) return started;
  return client.post('/api/auth/register/confirm', {
    code: await mailedSignupCode(app, body.email),
  });
}

let address = 0;

/**
 * A new player registered through the API and signed in, each on a client address of their
 * own (the money routes are rate limited per address).
 */
export async function registerPlayer(app: FastifyInstance, prefix = 'player'): Promise<TestPlayer> {
  address += 1;
  const client = sessionClient(app, `10.77.${Math.floor(address / 250)}.${address % 250}`);
  const body = newPlayer(prefix);
  const response = await signUpThroughApi(app, client, body);
  expect(response.statusCode, response.body).toBe(200);
  const me = (await client.get('/api/account/get')).json() as { id: string };
  return { client, id: me.id, name: body.username, password: body.password };
}

/** A fresh idempotency key, as the client makes one per intended money action. */
export const newKey = () => randomUUID().replaceAll('-', '');

/** A player's money request: a POST with its idempotency key (none when `key` is null). */
export function postWithKey(
  player: Pick<TestPlayer, 'client'>,
  url: string,
  body: unknown,
  key: string | null = newKey(),
) {
  return player.client.request('POST', url, body, {
    headers: key === null ? {} : { [IDEMPOTENCY_HEADER]: key },
  });
}

/** A call of the operator API, with its bearer token. */
export function operatorCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** Gives a player money through an operator correction (not a deposit). */
export async function fund(
  app: FastifyInstance,
  userName: string,
  balanceType: BalanceType,
  amount: string,
): Promise<void> {
  const response = await operatorCall(app, 'POST', '/api/operator/wallet/adjust', {
    userName,
    balanceType,
    amount,
    reason: 'test funds',
  });
  expect(response.statusCode, response.body).toBe(200);
}
