/**
 * Checks and identifies a connection at the handshake. Browsers send cookies with a websocket
 * upgrade even when another site opens it, so a browser Origin must be this site's
 * (cross-site websocket hijacking); clients without an Origin (CLI, tests) are not browsers.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isVisitorId, VISITOR_COOKIE } from '../http/visitor-id';
import type { SocketData } from './types';

export function isAllowedOrigin(request: IncomingMessage, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (publicOrigin !== null) return origin === publicOrigin;
  // Without a configured origin, the page and the socket must share scheme-less host:port.
  const host = request.headers.host;
  return host !== undefined && URL.canParse(origin) && new URL(origin).host === host;
}

export function identify(app: FastifyInstance, request: IncomingMessage): SocketData {
  const cookies = app.parseCookie(request.headers.cookie ?? '');
  const visitorId = cookies[VISITOR_COOKIE];
  return {
    visitorId: isVisitorId(visitorId) ? visitorId : null,
    // Behind a proxy the socket's peer is the proxy, so only the header can say the country.
    countryCode: app.countryOf(
      request.headers,
      app.config.trustProxy === false ? request.socket.remoteAddress : undefined,
    ),
    // Resolved asynchronously by the realtime plugin (user-rooms.ts).
    userId: null,
  };
}
