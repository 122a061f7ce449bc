/**
 * GET /api/settings/get: the operator's site settings as seen by this visitor, plus the
 * server clock and the visitor's session id. Settings differ per visitor (country), so the
 * `settingsUpdated` socket event carries no payload: the client refetches this endpoint.
 * The schemas are built on first use (settingsSchemas()): this module is in every page's start,
 * and building them there was some fifty schema calls in the start's one long task, before
 * the answer they check has even been asked for.
 */
import { z } from 'zod/mini';
import { IN_APP_PATH } from './in-app-path';

/** Boolean switches the client gates behaviour on (spec §5: non-crypto wallet options, etc.). */
export const SETTINGS_FLAGS = [
  'cashEnabled',
  'mpesaEnabled',
  'cardPaymentsAllowed',
  'recommendedSort',
  'seasonalMode',
  'sportsbookEnabled',
] as const;
export type SettingsFlag = (typeof SETTINGS_FLAGS)[number];

/** Named features an operator can switch on or off (spec §6 'Feature gating'). */
export const FEATURES = [
  'chat',
  'rain',
  'rewards',
  'koth',
  'raffle',
  'kadi',
  'sports',
  'vip',
] as const;
export type Feature = (typeof FEATURES)[number];

/**
 * First-start values (the server seeds them; the client assumes them until the settings
 * arrive). A flag or feature added later takes its default until the operator changes it.
 */
export const DEFAULT_FLAGS: Readonly<Record<SettingsFlag, boolean>> = {
  cashEnabled: true,
  mpesaEnabled: true,
  cardPaymentsAllowed: true,
  recommendedSort: true,
  seasonalMode: false,
  sportsbookEnabled: true,
};

export const DEFAULT_FEATURES: Readonly<Record<Feature, boolean>> = {
  chat: true,
  rain: true,
  rewards: true,
  koth: true,
  raffle: true,
  kadi: true,
  sports: true,
  vip: true,
};

/**
 * What an operator can switch off (spec part 1 §5: a non-crypto cashier option needs its
 * flag; §6: feature gating by named features), each with the switches it needs on — all of
 * them. The app hides a feature that is off (its menu entries, home sections, cashier tabs and
 * options), its pages and dialogs say it is switched off, and the server refuses its calls
 * with error 1016 (featureOff).
 */
export const FEATURE_GATES = {
  chat: ['chat'],
  rewards: ['rewards'],
  koth: ['koth'],
  raffle: ['raffle'],
  kadi: ['kadi'],
  sportsbook: ['sports', 'sportsbookEnabled'],
  vip: ['vip'],
  cashPayments: ['cashEnabled'],
  mpesaPayments: ['mpesaEnabled'],
  cardPayments: ['cardPaymentsAllowed'],
  recommendedSort: ['recommendedSort'],
} as const satisfies Record<string, readonly (Feature | SettingsFlag)[]>;
export type GatedFeature = keyof typeof FEATURE_GATES;

/**
 * The switches a gate reads, as the settings answer carries them (features: those on). Every
 * gate is on with the defaults above (a unit test holds them to it), so the app shows a
 * feature until settings that switch it off arrive.
 */
export interface SettingsSwitches {
  flags: Partial<Record<SettingsFlag, boolean>>;
  features: readonly Feature[];
}

export function featureOn(switches: SettingsSwitches, feature: GatedFeature): boolean {
  return FEATURE_GATES[feature].every((name: Feature | SettingsFlag) =>
    (FEATURES as readonly string[]).includes(name)
      ? switches.features.includes(name as Feature)
      : switches.flags[name as SettingsFlag] === true,
  );
}

function buildSettingsSchemas() {
  /**
   * Links the client renders as `href`: only http(s), never `javascript:` or `data:`, which
   * `z.url()` alone accepts.
   */
  const httpUrl = z.url({ protocol: /^https?$/ });

  /** A banner link may also point inside the app ("/casino?category=slots"), not "//elsewhere". */
  const bannerLink = z.union([
    httpUrl,
    z
      .string()
      .check(
        z.maxLength(500),
        z.regex(IN_APP_PATH, 'expected an http(s) URL or a path starting with /'),
      ),
  ]);

  /** An operator message shown in the global banner; `id` keys the per-message dismissal. */
  const siteBanner = z.object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    title: z.nullable(z.string().check(z.maxLength(120))),
    message: z.string().check(z.minLength(1), z.maxLength(500)),
    link: z.nullable(bannerLink),
  });

  /** Support and community links come from configuration (spec part 2 §7). */
  const siteLinks = z.object({
    helpCentre: z.nullable(httpUrl),
    liveSupport: z.nullable(httpUrl),
    /** E.164 without spaces ("+254700000000"); the client links it as https://wa.me/<digits>. */
    whatsappPhone: z.nullable(z.string()),
    whatsappGroup: z.nullable(httpUrl),
    /** E.164 without spaces; the client links it as tel:. */
    callCentre: z.nullable(z.string()),
    community: z.array(z.object({ network: z.string(), url: httpUrl })),
  });

  const globalStats = z.object({
    globalAmountWonPast24: z.number().check(z.nonnegative()),
    allTimeNumBets: z.int().check(z.nonnegative()),
  });

  const siteSettings = z.object({
    restrictedRegion: z.boolean(),
    /** ISO 3166-1 alpha-2 country of this request, when known. */
    countryCode: z.nullable(z.string().check(z.length(2))),
    /** The country the region rule was evaluated for (the account's KYC country when set). */
    regionCountryCode: z.nullable(z.string().check(z.length(2))),
    flags: z.record(z.enum(SETTINGS_FLAGS), z.boolean()),
    features: z.array(z.enum(FEATURES)),
    /** Maintenance: the whole app shows the maintenance screen. */
    disabledApp: z.boolean(),
    banner: z.nullable(siteBanner),
    /** Build id of the client the server currently serves; a different id means 'new update'. */
    clientBuildId: z.nullable(z.string()),
    links: siteLinks,
    globalStats,
  });

  const response = z.object({
    serverTime: z.int(),
    sessionId: z.string().check(z.minLength(16)),
    settings: siteSettings,
  });

  return { httpUrl, bannerLink, siteBanner, siteLinks, globalStats, siteSettings, response };
}

type SettingsSchemas = ReturnType<typeof buildSettingsSchemas>;
let settingsSchemasBuilt: SettingsSchemas | undefined;

/** The schemas of GET /api/settings/get and its parts, built the first time they are needed. */
export function settingsSchemas(): SettingsSchemas {
  settingsSchemasBuilt ??= buildSettingsSchemas();
  return settingsSchemasBuilt;
}

export type SiteBanner = z.infer<SettingsSchemas['siteBanner']>;
export type SiteLinks = z.infer<SettingsSchemas['siteLinks']>;
export type GlobalStats = z.infer<SettingsSchemas['globalStats']>;
export type SiteSettings = z.infer<SettingsSchemas['siteSettings']>;
export type SettingsResponse = z.infer<SettingsSchemas['response']>;
