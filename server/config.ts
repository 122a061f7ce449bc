/**
 * Server configuration, parsed once at boot from the variables in env.ts. A bad value throws
 * a `ConfigError` that names the variable; main prints it and exits 1.
 */
import type { SiteLinks } from '@/contracts/settings';
import { ENV_VARS } from './env';
import type { EnvVarSpec } from './env-parsers';
import type { PushServiceRule } from './modules/push/allowlist';

export { ENV_VARS } from './env';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

type EnvName = keyof typeof ENV_VARS;
type EnvValues = { [K in EnvName]: ReturnType<(typeof ENV_VARS)[K]['parse']> };

export interface Config {
  nodeEnv: EnvValues['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  staticDir: string;
  images: {
    /** Bytes of generated images DATA_DIR/images keeps (modules/images/cache-index). */
    cacheMaxBytes: number;
    /** Sharp renders running at once, and waiting before a 503 (modules/images/render-queue). */
    renderConcurrency: number;
    renderQueueLength: number;
    /** The most popular games whose grid sizes are made ahead; Infinity: all (images/prerender). */
    prerenderGames: number;
  };
  logLevel: EnvValues['LOG_LEVEL'];
  /** A number is a hop count; a list names the proxies' addresses. */
  trustProxy: boolean | number | string[];
  publicOrigin: string | null;
  /** True when PUBLIC_ORIGIN is https: Secure cookies, HSTS, upgrade-insecure-requests. */
  https: boolean;
  countryHeader: string | null;
  /** IP-to-country CSV for visitors without the CDN header. */
  geoIpCsv: string | null;
  restrictedCountries: ReadonlySet<string>;
  operatorToken: string | null;
  /** Signs captcha challenges; null: generated into DATA_DIR (modules/captcha/key.ts). */
  captchaKey: string | null;
  payments: {
    /** Signs payment callbacks and chain webhooks; generated into DATA_DIR when null. */
    webhookSecret: string | null;
    /** How long the sandbox M-Pesa provider takes to answer by itself. */
    sandboxDelayMs: number;
    /** How old a coin price may be before money stops moving at it. */
    coinPriceMaxAgeMs: number;
  };
  push: {
    /** VAPID `sub` claim: mailto: or https: contact of the operator. */
    subject: string;
    /** Where push endpoints may point (see modules/push/allowlist.ts). */
    serviceHosts: readonly PushServiceRule[];
  };
  /** Seed and print the demo accounts (local installs). */
  demoAccounts: boolean;
  signupsPerIpPerHour: number;
  graphql: {
    /** What one request's operations may cost together (graphql/query-cost.ts). */
    maxCost: number;
    /** Requests one client address may send per minute. */
    requestsPerMinute: number;
  };
  signIn: {
    /** Failed sign-ins on one account before the captcha is asked (never a lock). */
    captchaAfterFailures: number;
    /** Failed sign-ins from one address before its growing locks. */
    failuresPerAddress: number;
  };
  /** Tips one player may send a minute, whatever the address (the address has its own). */
  tipsPerAccountPerMinute: number;
  sessions: {
    idleMs: number;
    maxAgeMs: number;
  };
  mail: {
    smtpUrl: string | null;
    from: string;
  };
  links: SiteLinks;
  gameProvider: GameProviderSite;
}

/**
 * The sandbox game provider's own site (modules/game-provider/sandbox/provider-site.ts), a
 * second listener of this server on an origin of its own, as a real aggregator's is.
 */
export interface GameProviderSite {
  /** Where browsers reach it: StartGame's launch URLs and the site's frame-src. */
  origin: string;
  /** Its listener's port; 0 when PORT is 0, which leaves it no port to follow. */
  port: number;
  /** The site's own origins, the only ones whose pages may frame the provider's and talk to them. */
  casinoOrigins: readonly string[];
}

function readAll(env: NodeJS.ProcessEnv): EnvValues {
  const values: Partial<Record<EnvName, unknown>> = {};
  for (const name of Object.keys(ENV_VARS) as EnvName[]) {
    const variable: EnvVarSpec<unknown> = ENV_VARS[name];
    const raw = env[name];
    try {
      values[name] = variable.parse(raw);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const shown = variable.secret || raw === undefined ? '' : ` (got "${raw}")`;
      throw new ConfigError(name, `${detail}${shown}`);
    }
  }
  // Every key was assigned in the loop above, each by its own spec's parser.
  return values as EnvValues;
}

/** A host as it stands in a URL: IPv6 addresses in brackets. */
export function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
/**
 * Every interface at once: players on other machines reach such a server by an address it
 * cannot know, and a loopback name in a launch URL would send them to their own machine.
 */
const UNSPECIFIED_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Without PUBLIC_ORIGIN a loopback server is the same site under each of its loopback names
 * (the printed one first), so a player who types localhost still gets the game frames.
 */
function siteOrigins(v: EnvValues): string[] {
  if (v.PUBLIC_ORIGIN) return [v.PUBLIC_ORIGIN];
  if (UNSPECIFIED_HOSTS.has(v.HOST)) {
    throw new ConfigError(
      'PUBLIC_ORIGIN',
      `must be set when HOST is ${v.HOST} (every network interface): the origin players on ` +
        `other machines type, such as http://192.168.1.20:${v.PORT}; the game provider then ` +
        'follows it on its own port unless GAME_PROVIDER_ORIGIN names another',
    );
  }
  if (!LOOPBACK_HOSTS.has(v.HOST)) return [`http://${urlHost(v.HOST)}:${v.PORT}`];
  const printed = urlHost(v.HOST);
  const names = [printed, ...['127.0.0.1', 'localhost', '[::1]'].filter((n) => n !== printed)];
  return names.map((name) => `http://${name}:${v.PORT}`);
}

function providerPort(v: EnvValues): number {
  if (v.GAME_PROVIDER_PORT !== null) {
    if (v.GAME_PROVIDER_PORT === v.PORT) {
      throw new ConfigError('GAME_PROVIDER_PORT', `must differ from PORT (${v.PORT})`);
    }
    return v.GAME_PROVIDER_PORT;
  }
  if (v.PORT === 0) return 0;
  if (v.PORT === 65535)
    throw new ConfigError('GAME_PROVIDER_PORT', 'PORT + 1 is past 65535: set it');
  return v.PORT + 1;
}

/**
 * By default the provider's host name is the loopback name the site's address does not use
 * (localhost for 127.0.0.1, 127.0.0.1 for localhost): cookies are scoped to a host, not to a
 * port, so a second port alone would still receive the site's cookies, while a second name
 * needs no DNS or hosts entry on any machine. A site with PUBLIC_ORIGIN or a network HOST
 * gets its own host name on the provider's port, until GAME_PROVIDER_ORIGIN names a better one.
 */
function gameProviderSite(v: EnvValues): GameProviderSite {
  const port = providerPort(v);
  const casinoOrigins = siteOrigins(v);
  const primary = new URL(casinoOrigins[0] ?? '');
  if (v.GAME_PROVIDER_ORIGIN === null) {
    const loopback = !v.PUBLIC_ORIGIN && LOOPBACK_HOSTS.has(v.HOST);
    const ownName = primary.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const host = loopback ? ownName : primary.hostname;
    return { origin: `${primary.protocol}//${host}:${port}`, port, casinoOrigins };
  }
  const origin = v.GAME_PROVIDER_ORIGIN;
  if (casinoOrigins.includes(origin)) {
    throw new ConfigError(
      'GAME_PROVIDER_ORIGIN',
      `must be an origin of its own, not the site's (${origin})`,
    );
  }
  if (primary.protocol === 'https:' && !origin.startsWith('https:')) {
    throw new ConfigError(
      'GAME_PROVIDER_ORIGIN',
      'must be https, as the site is (browsers block an http frame in an https page)',
    );
  }
  return { origin, port, casinoOrigins };
}

/** For entry points: the config, or the bad variable printed and exit 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

/** Parses the environment; throws `ConfigError` naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const v = readAll(env);
  return {
    nodeEnv: v.NODE_ENV,
    isProduction: v.NODE_ENV === 'production',
    port: v.PORT,
    host: v.HOST,
    dataDir: v.DATA_DIR,
    databaseUrl: v.DATABASE_URL,
    staticDir: v.STATIC_DIR,
    images: {
      cacheMaxBytes: v.IMAGE_CACHE_MAX_MB * 1024 * 1024,
      renderConcurrency: v.IMAGE_RENDER_CONCURRENCY,
      renderQueueLength: v.IMAGE_RENDER_QUEUE,
      // A test's server would otherwise render the whole catalogue behind the test's back.
      prerenderGames:
        v.NODE_ENV === 'test' && env.IMAGE_PRERENDER_GAMES === undefined
          ? 0
          : v.IMAGE_PRERENDER_GAMES,
    },
    logLevel: v.LOG_LEVEL,
    trustProxy: v.TRUST_PROXY,
    publicOrigin: v.PUBLIC_ORIGIN,
    https: v.PUBLIC_ORIGIN?.startsWith('https:') ?? false,
    countryHeader: v.COUNTRY_HEADER,
    geoIpCsv: v.GEOIP_CSV,
    restrictedCountries: v.RESTRICTED_COUNTRIES,
    operatorToken: v.OPERATOR_TOKEN,
    captchaKey: v.CAPTCHA_HMAC_KEY,
    payments: {
      webhookSecret: v.PAYMENTS_WEBHOOK_SECRET,
      sandboxDelayMs: v.PAYMENTS_SANDBOX_DELAY_MS,
      coinPriceMaxAgeMs: v.COIN_PRICE_MAX_AGE_SECONDS * 1000,
    },
    push: { subject: v.PUSH_SUBJECT, serviceHosts: v.PUSH_SERVICE_HOSTS },
    demoAccounts: v.DEMO_ACCOUNTS ?? v.DATABASE_URL === null,
    signupsPerIpPerHour: v.SIGNUPS_PER_IP_PER_HOUR,
    graphql: {
      maxCost: v.GRAPHQL_MAX_COST,
      requestsPerMinute: v.GRAPHQL_REQUESTS_PER_MINUTE,
    },
    signIn: {
      captchaAfterFailures: v.SIGNIN_CAPTCHA_AFTER_FAILURES,
      failuresPerAddress: v.SIGNIN_FAILURES_PER_IP,
    },
    tipsPerAccountPerMinute: v.TIPS_PER_ACCOUNT_PER_MINUTE,
    sessions: {
      idleMs: v.SESSION_IDLE_MINUTES * 60_000,
      maxAgeMs: v.SESSION_MAX_DAYS * 86_400_000,
    },
    mail: { smtpUrl: v.SMTP_URL, from: v.MAIL_FROM },
    links: {
      helpCentre: v.HELP_CENTRE_URL,
      liveSupport: v.LIVE_SUPPORT_URL,
      whatsappPhone: v.WHATSAPP_PHONE,
      whatsappGroup: v.WHATSAPP_GROUP_URL,
      callCentre: v.CALL_CENTRE_PHONE,
      community: v.COMMUNITY_LINKS,
    },
    gameProvider: gameProviderSite(v),
  };
}
