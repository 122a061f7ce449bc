/**
 * Security headers through @fastify/helmet, with a Content-Security-Policy the built SPA
 * passes: scripts only from this origin, inline styles allowed because Mantine writes style
 * attributes and CSS variables at runtime, and no framing of the site by anyone.
 */
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

type DirectiveValue = string | ((req: IncomingMessage) => string);

/** A Host header is client-controlled: only a plain host[:port] may reach the policy. */
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * `'self'` covers same-host websockets in current browsers but not in older Safari, so the
 * socket.io origin is listed explicitly.
 */
function websocketSources(publicOrigin: string | null, https: boolean): DirectiveValue[] {
  if (publicOrigin) {
    const host = new URL(publicOrigin).host;
    return https ? [`wss://${host}`] : [`ws://${host}`, `wss://${host}`];
  }
  return [
    (req) => {
      const host = req.headers.host ?? '';
      return SAFE_HOST.test(host) ? `ws://${host} wss://${host}` : '';
    },
  ];
}

export const securityHeadersPlugin = fp(
  async (app) => {
    const { publicOrigin, https } = app.config;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", ...websocketSources(publicOrigin, https)],
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          // Only the game provider's pages, which live on an origin of their own.
          'frame-src': [app.config.gameProvider.origin],
          'frame-ancestors': ["'none'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          // Only behind TLS: on plain http it would break every subresource.
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
      // The same as frame-ancestors 'none', for browsers that predate it.
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // The spec's rbInit handshake posts to windows this origin opened: same-origin suffices.
      crossOriginOpenerPolicy: { policy: 'same-origin' },
    });
  },
  { name: 'security-headers', dependencies: ['context'] },
);
