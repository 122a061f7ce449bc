/** A complete GET /api/settings/get answer for client tests, with the defaults switched on. */
import { FEATURES, type SettingsResponse, type SiteSettings } from '@/contracts/settings';

export function siteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    restrictedRegion: false,
    countryCode: 'KE',
    regionCountryCode: 'KE',
    flags: {
      cashEnabled: true,
      mpesaEnabled: true,
      cardPaymentsAllowed: true,
      recommendedSort: true,
      seasonalMode: true,
      sportsbookEnabled: true,
    },
    features: [...FEATURES],
    disabledApp: false,
    banner: null,
    clientBuildId: null,
    links: {
      helpCentre: null,
      liveSupport: null,
      whatsappPhone: null,
      whatsappGroup: null,
      callCentre: null,
      community: [],
    },
    globalStats: { globalAmountWonPast24: 0, allTimeNumBets: 0 },
    ...overrides,
  };
}

export function settingsResponse(overrides: Partial<SiteSettings> = {}): SettingsResponse {
  return {
    serverTime: 1_767_225_600_000,
    sessionId: 'visitor-session-0001',
    settings: siteSettings(overrides),
  };
}
