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
  };
}
