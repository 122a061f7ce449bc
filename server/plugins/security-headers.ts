/**
 * Security headers through @fastify/helmet, with a Content-Security-Policy the built SPA
 * passes: scripts only from this origin, inline styles allowed because Mantine writes style
 * attributes and CSS variables at runtime, and no framing of the site by anyone; and a
 * Permissions-Policy (which helmet does not send) keeping powerful features out of reach.
 * Scripts, stylesheets, fonts and pictures go without the headers only a document reads.
 */
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { SW_URL } from '@/contracts/service-worker';

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

/**
 * Powerful features the app never uses: denied to its pages and to anything they frame, so an
 * injected script or a provider's game cannot ask for the camera or start a payment. Only names
 * Chromium knows are listed; an unknown one costs a console warning on every page.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

/**
 * Feature → allowlist. The copy buttons (referral link, Kadi room id) write to the clipboard
 * from the page itself. Fullscreen and autoplay are what the game frame's allow attribute
 * hands its provider, whose origin need not be ours: '*' only lets a frame have them when its
 * own allow attribute asks (their default allowlist is 'self'), so the attribute stays the gate.
 */
export const PERMISSIONS_POLICY: Readonly<Record<string, string>> = {
  ...Object.fromEntries(DENIED_FEATURES.map((feature) => [feature, '()'])),
  'clipboard-write': '(self)',
  fullscreen: '*',
  autoplay: '*',
};

const PERMISSIONS_POLICY_HEADER = Object.entries(PERMISSIONS_POLICY)
  .map(([feature, allowlist]) => `${feature}=${allowlist}`)
  .join(', ');

/**
 * Headers a browser reads only on a document (or on a worker's script): on a script, a
 * stylesheet, a font or a picture they do nothing. Together they are 1.2 KB of the 1.5 KB of
 * headers every response carried, and a page's first screen is some sixty such responses (its
 * code chunks and thumbnails): 70-90 KB a phone downloaded for nothing, over HTTP/1.1 where
 * headers are not compressed. Kept on every answer: nosniff, Cross-Origin-Resource-Policy,
 * Referrer-Policy (a stylesheet's own fetches follow it) and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Types a browser never renders as a page that could run script: not HTML, SVG, XML or JSON
 * (an API answer opened on its own keeps its framing and script rules).
 */
const SUBRESOURCE_TYPE =
  /^(?:text\/css|(?:text|application)\/javascript|font\/|image\/(?:png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))\b/i;

/** Whether an answer is a subresource only: a worker's script is a document of sorts. */
function isSubresourceAnswer(url: string, contentType: unknown): boolean {
  if (typeof contentType !== 'string' || !SUBRESOURCE_TYPE.test(contentType)) return false;
  return url.split('?', 1)[0] !== SW_URL;
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
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY_HEADER);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (isSubresourceAnswer(request.url, reply.getHeader('content-type'))) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      }
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['context'] },
);
