/**
 * Every environment variable the reference server reads, with its one-line description,
 * default and parser. This object is the documentation: `server/cli/env-docs.ts` prints the
 * README table from it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { type SiteLinks, settingsSchemas } from '@/contracts/settings';
import { commaList, defaulted, linkVar, optional, phoneVar, spec, zodParse } from './env-parsers';
import { DEFAULT_PUSH_SERVICE_HOSTS, parsePushServiceHosts } from './modules/push/allowlist';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY. */
const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const minutes = z.coerce
  .number('expected a number of minutes')
  .int()
  .min(1)
  .max(525_600, 'at most a year');

/** An http(s) origin without path, query or hash, as the browser spells it. */
function parseOrigin(value: string, example: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error('expected an http(s) URL');
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`expected an origin without path, query or hash, like ${example}`);
  }
  return url.origin;
}

const DEFAULT_COMMUNITY =
  'x=https://x.com/kadibet,telegram=https://t.me/kadibet,' +
  'instagram=https://www.instagram.com/kadibet,youtube=https://www.youtube.com/@kadibet';

export const ENV_VARS = {
  NODE_ENV: defaulted({
    description:
      'development, production or test; development serves GraphiQL and shows GraphQL error details',
    default: 'production',
    parse: (value) =>
      zodParse(
        z.enum(['development', 'production', 'test'], 'expected development, production or test'),
        value,
      ),
  }),
  PORT: defaulted({
    description: 'TCP port the HTTP server (and socket.io) listens on',
    default: '8080',
    parse: (value) =>
      zodParse(
        z.coerce.number('expected a number').int().min(0).max(65535, 'expected 0 to 65535'),
        value,
      ),
  }),
  HOST: defaulted({
    description:
      'Interface to listen on; 0.0.0.0 (or ::) to accept connections from other machines, which then needs PUBLIC_ORIGIN (the address they use)',
    default: '127.0.0.1',
    parse: (host) => {
      if (!/^[A-Za-z0-9.:[\]-]+$/.test(host)) throw new Error('expected a host name or IP address');
      return host;
    },
  }),
  DATA_DIR: defaulted({
    description:
      'Folder for local state: the embedded database (DATA_DIR/pglite) and the operator token',
    default: './.data',
    parse: (value) => resolve(value),
  }),
  DATABASE_URL: optional({
    description: 'postgres:// URL; when set, PostgreSQL is used instead of the embedded PGlite',
    secret: true,
    parse: (url) => {
      if (!/^postgres(ql)?:\/\//.test(url) || !URL.canParse(url)) {
        throw new Error('expected a postgres:// or postgresql:// URL');
      }
      return url;
    },
  }),
  STATIC_DIR: defaulted({
    description: 'The built client (vite build output) served with the SPA fallback',
    default: './dist',
    parse: (value) => resolve(value),
  }),
  IMAGE_CACHE_MAX_MB: defaulted({
    description:
      'Megabytes (MiB) of generated images (game thumbnails and their resized copies) kept under DATA_DIR/images; past it the least recently used are deleted and rendered again when next asked for',
    default: '256',
    parse: (value) =>
      zodParse(
        z.coerce
          .number('expected a number of megabytes')
          .int()
          .min(1)
          .max(1_048_576, 'at most 1048576 (1 TiB)'),
        value,
      ),
  }),
  IMAGE_RENDER_CONCURRENCY: defaulted({
    description:
      'Image renders (thumbnails, resized copies) that run at once, one libvips thread each; each takes a CPU core while it runs, so keep it under the number of cores',
    default: '1',
    parse: (value) =>
      zodParse(z.coerce.number('expected a number').int().min(1).max(64, 'at most 64'), value),
  }),
  IMAGE_RENDER_QUEUE: defaulted({
    description:
      'Image renders that may wait for a free slot; when that many wait, new ones are answered 503 with Retry-After (a cached image is always served)',
    default: '64',
    parse: (value) =>
      zodParse(
        z.coerce.number('expected a number').int().min(0).max(10_000, 'at most 10000'),
        value,
      ),
  }),
  IMAGE_PRERENDER_GAMES: defaulted({
    description:
      'How many of the most popular games get their grid thumbnails rendered ahead, in the background, at start and when the catalogue changes: all, or a number (0 turns it off); default all, 0 when NODE_ENV is test',
    default: 'all',
    parse: (value) =>
      value === 'all'
        ? Number.POSITIVE_INFINITY
        : zodParse(
            z.coerce
              .number('expected all or a number')
              .int('expected all or a whole number')
              .min(0, 'expected all or a number from 0'),
            value,
          ),
  }),
  LOG_LEVEL: defaulted({
    description: 'fatal, error, warn, info, debug, trace or silent',
    default: 'info',
    parse: (value) =>
      zodParse(
        z.enum(
          ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
          'expected fatal, error, warn, info, debug, trace or silent',
        ),
        value,
      ),
  }),
  TRUST_PROXY: defaulted({
    description:
      'Trust X-Forwarded-* from a reverse proxy: true, false, a hop count (only when the server is unreachable except through the proxies), or comma-separated proxy IPs/CIDRs (safest)',
    default: 'false',
    parse: (raw): boolean | number | string[] => {
      const value = raw.toLowerCase();
      if (value === 'true') return true;
      if (value === 'false') return false;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const addresses = commaList(value);
      const bad = addresses.find(
        (a) => !/^[0-9a-f:.]+(\/\d{1,3})?$/.test(a) && !TRUST_NAMES.has(a),
      );
      if (bad !== undefined || addresses.length === 0) {
        throw new Error('expected true, false, a hop count like 1, or proxy IPs/CIDRs');
      }
      return addresses;
    },
  }),
  PUBLIC_ORIGIN: optional({
    description:
      'Public origin of the site (https://casino.example); https turns on Secure cookies, HSTS and upgrade-insecure-requests',
    parse: (value) => parseOrigin(value, 'https://casino.example'),
  }),
  GAME_PROVIDER_ORIGIN: optional({
    description:
      "Public origin of the sandbox game provider's site, which serves the game frames (https://games.casino.example); never the site's own, and best on a host name of its own so the site's cookies never reach it; default http://localhost:GAME_PROVIDER_PORT (http://127.0.0.1:… when the site's address is localhost; the site's host name with PUBLIC_ORIGIN or a network HOST; HOST 0.0.0.0 or :: needs PUBLIC_ORIGIN)",
    parse: (value) => parseOrigin(value, 'https://games.casino.example'),
  }),
  GAME_PROVIDER_PORT: optional({
    description: "TCP port of the sandbox game provider's own listener (on HOST); default PORT + 1",
    parse: (value) =>
      zodParse(
        z.coerce.number('expected a number').int().min(1).max(65535, 'expected 1 to 65535'),
        value,
      ),
  }),
  COUNTRY_HEADER: optional({
    description:
      "Request header carrying the visitor's ISO country from your CDN (e.g. cf-ipcountry); only set it when the CDN overwrites it",
    parse: (value) => {
      if (!/^[A-Za-z0-9-]+$/.test(value))
        throw new Error('expected a header name like cf-ipcountry');
      return value.toLowerCase();
    },
  }),
  GEOIP_CSV: optional({
    description:
      "IP-to-country CSV (start,end,country per line, e.g. DB-IP's free country lite file) used when no COUNTRY_HEADER value is present",
    parse: (value) => {
      const path = resolve(value);
      if (!existsSync(path)) throw new Error(`no such file: ${path}`);
      return path;
    },
  }),
  RESTRICTED_COUNTRIES: spec({
    description: 'Comma-separated ISO 3166-1 alpha-2 codes whose visitors are region-restricted',
    default: '',
    parse: (raw) => {
      const codes = commaList(raw).map((code) => code.toUpperCase());
      const bad = codes.find((code) => !/^[A-Z]{2}$/.test(code));
      if (bad !== undefined) throw new Error(`"${bad}" is not a two-letter country code`);
      return new Set(codes) as ReadonlySet<string>;
    },
  }),
  OPERATOR_TOKEN: optional({
    description:
      'Bearer token of the operator API and CLI; when unset one is generated once into DATA_DIR/operator-token (mode 0600)',
    secret: true,
    parse: (value) => {
      if (value.length < 24) throw new Error('must be at least 24 characters long');
      return value;
    },
  }),
  CAPTCHA_HMAC_KEY: optional({
    description:
      'Secret the captcha (ALTCHA proof of work: promo codes, sign-in after failures) signs its challenges with; set the same one on every server process; when unset one is generated once into DATA_DIR/captcha-key (mode 0600)',
    secret: true,
    parse: (value) => {
      if (value.length < 32) throw new Error('must be at least 32 characters long');
      return value;
    },
  }),
  PAYMENTS_WEBHOOK_SECRET: optional({
    description:
      'Key of the HMAC-SHA256 signatures on payment callbacks and chain webhooks; when unset one is generated once into DATA_DIR/payments-webhook-secret (mode 0600)',
    secret: true,
    parse: (value) => {
      if (value.length < 24) throw new Error('must be at least 24 characters long');
      return value;
    },
  }),
  PAYMENTS_SANDBOX_DELAY_MS: defaulted({
    description:
      'Milliseconds before the sandbox M-Pesa provider answers a payment request by itself (phones ending in 0 fail, in 9 never answer)',
    default: '4000',
    parse: (value) =>
      zodParse(z.coerce.number('expected a number').int().min(0).max(600_000), value),
  }),
  COIN_PRICE_MAX_AGE_SECONDS: defaulted({
    description:
      'Seconds a coin price stays usable: an older one is stale, so chain deposits wait and crypto withdrawals are refused until the feed quotes again (the sandbox feed re-quotes every quarter of this)',
    default: '300',
    parse: (value) =>
      zodParse(z.coerce.number('expected a number').int().min(10).max(86_400), value),
  }),
  PUSH_SUBJECT: defaulted({
    description:
      'Contact for push services in the VAPID token: a mailto: address or an https: URL of the operator',
    default: 'mailto:support@kadibet.io',
    parse: (value) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      const mailto = url?.protocol === 'mailto:' && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(url.pathname);
      const https = url?.protocol === 'https:' && url.hostname !== '';
      if (!mailto && !https) {
        throw new Error('expected mailto:someone@example.com or an https:// URL');
      }
      return value;
    },
  }),
  PUSH_SERVICE_HOSTS: defaulted({
    description:
      'Push services the server may send to (SSRF guard), comma-separated: host names match the host and its subdomains over https; an origin like http://127.0.0.1:8090 (a port of * means any) allows exactly that origin, http included, e.g. a local test receiver',
    default: DEFAULT_PUSH_SERVICE_HOSTS,
    parse: (raw) => parsePushServiceHosts(commaList(raw)),
  }),
  SESSION_IDLE_MINUTES: defaulted({
    description:
      'A session unused for this many minutes ends (idle timeout); every request renews it',
    default: '10080',
    parse: (value) => zodParse(minutes, value),
  }),
  SESSION_MAX_DAYS: defaulted({
    description:
      'A session ends this many days after sign-in however active it is (absolute timeout)',
    default: '30',
    parse: (value) =>
      zodParse(z.coerce.number('expected a number').int().min(1).max(365, 'at most 365'), value),
  }),
  SIGNUPS_PER_IP_PER_HOUR: defaulted({
    description:
      'Accounts one client address may create per hour (households and offices share one; raise it behind carrier-grade NAT)',
    default: '20',
    parse: (value) =>
      zodParse(z.coerce.number('expected a number').int().min(1).max(100_000), value),
  }),
  GRAPHQL_MAX_COST: defaulted({
    description:
      "The most one GraphQL request (a batch's operations together) may cost, about the values its answer can hold, each list counted at its longest (a list of games as 5,000); the app's costliest request is about 190,000",
    default: '400000',
    parse: (value) =>
      zodParse(
        z.coerce.number('expected a number').int().min(1_000).max(100_000_000, 'at most 100000000'),
        value,
      ),
  }),
  GRAPHQL_REQUESTS_PER_MINUTE: defaulted({
    description:
      'GraphQL requests one client address may send per minute (a player browsing sends a few; households and offices share one address; raise it behind carrier-grade NAT)',
    default: '300',
    parse: (value) =>
      zodParse(z.coerce.number('expected a number').int().min(1).max(1_000_000), value),
  }),
  SIGNIN_CAPTCHA_AFTER_FAILURES: defaulted({
    description:
      'Failed sign-ins on one account (by name or email, within 15 minutes) after which every further try on it needs the self-hosted captcha; the account itself is never locked (0: always ask)',
    default: '5',
    parse: (value) => zodParse(z.coerce.number('expected a number').int().min(0).max(1_000), value),
  }),
  SIGNIN_FAILURES_PER_IP: defaulted({
    description:
      'Failed sign-ins (and password confirmations) from one client address within 15 minutes before it is locked out, 30 s at first and doubling up to 15 minutes (raise it behind carrier-grade NAT)',
    default: '20',
    parse: (value) =>
      zodParse(z.coerce.number('expected a number').int().min(1).max(100_000), value),
  }),
  TIPS_PER_ACCOUNT_PER_MINUTE: defaulted({
    description:
      'Tips one player may send per minute, from any number of addresses (each address may also send 20 a minute)',
    default: '10',
    parse: (value) =>
      zodParse(z.coerce.number('expected a number').int().min(1).max(10_000), value),
  }),
  SMTP_URL: optional({
    description:
      'smtp:// or smtps:// URL (with credentials) of the mail server; unset keeps every email in the local outbox only (`npm run outbox`)',
    secret: true,
    parse: (url) => {
      if (!/^smtps?:\/\//.test(url) || !URL.canParse(url)) {
        throw new Error('expected an smtp:// or smtps:// URL');
      }
      return url;
    },
  }),
  MAIL_FROM: defaulted({
    description: 'Sender of the emails the server sends (verification, sign-in codes)',
    default: 'KadiBet <no-reply@kadibet.io>',
    parse: (value) => {
      if (!/^[^<>]*<[^@\s<>]+@[^@\s<>]+>$|^[^@\s<>]+@[^@\s<>]+$/.test(value)) {
        throw new Error('expected an address like "KadiBet <no-reply@example.com>"');
      }
      return value;
    },
  }),
  DEMO_ACCOUNTS: optional({
    description:
      'true or false: create the demo players and moderator printed at start; default true with the embedded database, false with DATABASE_URL',
    parse: (value) => {
      if (value !== 'true' && value !== 'false') throw new Error('expected true or false');
      return value === 'true';
    },
  }),
  HELP_CENTRE_URL: linkVar('Help centre link', 'https://help.kadibet.io'),
  LIVE_SUPPORT_URL: linkVar('Live support chat link', 'https://help.kadibet.io/chat'),
  WHATSAPP_PHONE: phoneVar('WhatsApp support number', '+254700000000'),
  WHATSAPP_GROUP_URL: linkVar('WhatsApp community group link', 'https://chat.whatsapp.com/kadibet'),
  CALL_CENTRE_PHONE: phoneVar('Call centre number', '+254711000000'),
  COMMUNITY_LINKS: spec({
    description: 'Footer community links as comma-separated network=url pairs (empty hides them)',
    default: DEFAULT_COMMUNITY,
    parse: (raw): SiteLinks['community'] =>
      commaList(raw ?? DEFAULT_COMMUNITY).map((pair) => {
        const at = pair.indexOf('=');
        const network = pair.slice(0, at).trim().toLowerCase();
        const url = pair.slice(at + 1).trim();
        if (at < 1 || !/^[a-z0-9][a-z0-9-]{0,31}$/.test(network)) {
          throw new Error(`"${pair}" is not network=url (network like x, telegram, youtube)`);
        }
        if (!settingsSchemas().httpUrl.safeParse(url).success) {
          throw new Error(`"${url}" (for ${network}) is not an http(s) URL`);
        }
        return { network, url };
      }),
  }),
} as const;
