/**
 * Test doubles of the two other parties of Web Push: a browser's subscription (a real P-256
 * key pair and auth secret, so the payload can be decrypted as a browser would) and a push
 * service (a local HTTP server recording what it receives and answering a chosen status);
 * plus the subscribe call a browser makes.
 */
import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_COOKIES, CSRF_HEADERS } from '@tests/support/app';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import ece from 'http_ece';

export function newVisitorId(): string {
  return randomBytes(18).toString('base64url');
}

let clients = 0;

/**
 * Each call comes from its own client address unless one is given, so the per-IP rate limit
 * of the push routes only trips in the test that is about it.
 */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { vid?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  clients += 1;
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    cookies: options.vid ? { ...CSRF_COOKIES, vid: options.vid } : CSRF_COOKIES,
    headers: { ...CSRF_HEADERS, ...options.headers },
    remoteAddress:
      options.ip ?? `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`,
  });
}

export function subscribe(
  app: FastifyInstance,
  subscription: unknown,
  options: { vid?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return postJson(app, '/api/push/subscribe', { subscription }, options);
}

export interface BrowserSubscription {
  /** `PushSubscription.toJSON()`, what the client posts to /api/push/subscribe. */
  json: {
    endpoint: string;
    expirationTime: number | null;
    keys: { p256dh: string; auth: string };
  };
  /** Decrypts an aes128gcm push message body addressed to this subscription. */
  decrypt(body: Buffer): string;
}

export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    },
    decrypt: (body) =>
      ece
        .decrypt(body, {
          version: 'aes128gcm',
          privateKey: ecdh,
          authSecret: authSecret.toString('base64url'),
        })
        .toString('utf8'),
  };
}

export interface ReceivedPush {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushReceiver {
  /** http://127.0.0.1:PORT */
  origin: string;
  received: ReceivedPush[];
  /** Status to answer for a path (default 201 Created, what push services answer). */
  respond(path: string, status: number | 'hang'): void;
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number | 'hang'>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      const status = statuses.get(path) ?? 201;
      if (status === 'hang') return;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`status ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    respond: (path, status) => statuses.set(path, status),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
