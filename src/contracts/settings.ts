/**
 * GET /api/settings/get: the operator's site settings as seen by this visitor, plus the
 * server clock and the visitor's session id. Settings differ per visitor (country), so the
 * `settingsUpdated` socket event carries no payload: the client refetches this endpoint.
 */
import { z } from 'zod';

/**
 * Links the client renders as `href`: only http(s), never `javascript:` or `data:`, which
 * `z.url()` alone accepts.
 */
export const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** A banner link may also point inside the app ("/casino?category=slots"), not "//elsewhere". */
export const bannerLinkSchema = z.union([
  httpUrlSchema,
  z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])\S*$/, 'expected an http(s) URL or a path starting with /'),
]);

/** An operator message shown in the global banner; `id` keys the per-message dismissal. */
export const siteBannerSchema = z.object({
  id: z.string().min(1).max(64),
  title: z.string().max(120).nullable(),
  message: z.string().min(1).max(500),
  link: bannerLinkSchema.nullable(),
});
export type SiteBanner = z.infer<typeof siteBannerSchema>;

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

/** Support and community links come from configuration (spec part 2 §7). */
export const siteLinksSchema = z.object({
  helpCentre: httpUrlSchema.nullable(),
  liveSupport: httpUrlSchema.nullable(),
  /** E.164 without spaces ("+254700000000"); the client links it as https://wa.me/<digits>. */
  whatsappPhone: z.string().nullable(),
  whatsappGroup: httpUrlSchema.nullable(),
  /** E.164 without spaces; the client links it as tel:. */
  callCentre: z.string().nullable(),
  community: z.array(z.object({ network: z.string(), url: httpUrlSchema })),
});
export type SiteLinks = z.infer<typeof siteLinksSchema>;

export const globalStatsSchema = z.object({
  globalAmountWonPast24: z.number().nonnegative(),
  allTimeNumBets: z.number().int().nonnegative(),
});
export type GlobalStats = z.infer<typeof globalStatsSchema>;

export const siteSettingsSchema = z.object({
  restrictedRegion: z.boolean(),
  /** ISO 3166-1 alpha-2 country of this request, when known. */
  countryCode: z.string().length(2).nullable(),
  /** The country the region rule was evaluated for (the account's KYC country when set). */
  regionCountryCode: z.string().length(2).nullable(),
  flags: z.record(z.enum(SETTINGS_FLAGS), z.boolean()),
  features: z.array(z.enum(FEATURES)),
  /** Maintenance: the whole app shows the maintenance screen. */
  disabledApp: z.boolean(),
  banner: siteBannerSchema.nullable(),
  /** Build id of the client the server currently serves; a different id means 'new update'. */
  clientBuildId: z.string().nullable(),
  links: siteLinksSchema,
  globalStats: globalStatsSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const settingsResponseSchema = z.object({
  serverTime: z.number().int(),
  sessionId: z.string().min(16),
  settings: siteSettingsSchema,
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
