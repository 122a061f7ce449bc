/**
 * The settings service: composes what one visitor sees (stored settings, banner, counters,
 * links, build id, their region) and applies operator changes. Every change calls `onChange`,
 * which the app wires to the `settingsUpdated` broadcast, so no write path can forget it.
 */

import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import {
  featureOn,
  type GatedFeature,
  type SettingsSwitches,
  type SiteBanner,
  type SiteSettings,
} from '@/contracts/settings';
import { readGlobalStats } from '../stats/repository';
import { clearBanners, publishBanner, readActiveBanner } from './banner-repository';
import { featureOffError, switchesOf } from './feature-gate';
import { patchSettings, readSettings } from './repository';
import type { BannerInput, SettingsPatch, StoredSettings } from './schemas';

export interface Visitor {
  countryCode: string | null;
  restrictedRegion: boolean;
}

export interface SettingsService {
  forVisitor(visitor: Visitor): Promise<SiteSettings>;
  stored(): Promise<StoredSettings & { banner: SiteBanner | null }>;
  /** The flags and features on now, read from the database (every process agrees at once). */
  switches(): Promise<SettingsSwitches>;
  featureOn(feature: GatedFeature): Promise<boolean>;
  /** Throws featureOff (403, 1016) while the operator has `feature` switched off. */
  assertFeatureOn(feature: GatedFeature): Promise<void>;
  update(patch: SettingsPatch): Promise<StoredSettings>;
  setBanner(input: BannerInput): Promise<SiteBanner>;
  clearBanner(): Promise<void>;
}

export interface SettingsServiceDeps {
  db: Db;
  links: Config['links'];
  clientBuildId: string | null;
  onChange: () => void;
}

export function createSettingsService(deps: SettingsServiceDeps): SettingsService {
  const { db, links, clientBuildId, onChange } = deps;
  const switches = async () => switchesOf(await readSettings(db));
  return {
    async forVisitor(visitor) {
      const [stored, banner, globalStats] = await Promise.all([
        readSettings(db),
        readActiveBanner(db),
        readGlobalStats(db),
      ]);
      return {
        restrictedRegion: visitor.restrictedRegion,
        countryCode: visitor.countryCode,
        // Accounts (a later capability) evaluate the region for their KYC country instead.
        regionCountryCode: visitor.countryCode,
        flags: stored.flags,
        features: [...switchesOf(stored).features],
        disabledApp: stored.disabledApp,
        banner,
        clientBuildId,
        links,
        globalStats,
      };
    },
    async stored() {
      const [stored, banner] = await Promise.all([readSettings(db), readActiveBanner(db)]);
      return { ...stored, banner };
    },
    switches,
    async featureOn(feature) {
      return featureOn(await switches(), feature);
    },
    async assertFeatureOn(feature) {
      if (!featureOn(await switches(), feature)) throw featureOffError(feature);
    },
    async update(patch) {
      const stored = await patchSettings(db, patch);
      onChange();
      return stored;
    },
    async setBanner(input) {
      const banner = await publishBanner(db, input);
      onChange();
      return banner;
    },
    async clearBanner() {
      await clearBanners(db);
      onChange();
    },
  };
}
