/**
 * Shapes of the settings the operator controls: what is stored, and the partial updates and
 * banner the operator API accepts. Flags and features are stored as name -> on/off maps so a
 * newly added one falls back to its default instead of invalidating the stored value.
 */
import { z } from 'zod';
import {
  FEATURES,
  type Feature,
  SETTINGS_FLAGS,
  type SettingsFlag,
  settingsSchemas,
} from '@/contracts/settings';

export interface StoredSettings {
  flags: Record<SettingsFlag, boolean>;
  features: Record<Feature, boolean>;
  disabledApp: boolean;
}

export const settingsPatchSchema = z
  .strictObject({
    flags: z.partialRecord(z.enum(SETTINGS_FLAGS), z.boolean()).optional(),
    features: z.partialRecord(z.enum(FEATURES), z.boolean()).optional(),
    disabledApp: z.boolean().optional(),
  })
  .refine(
    (patch) => patch.flags || patch.features || patch.disabledApp !== undefined,
    'expected at least one of flags, features, disabledApp',
  );
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** Same limits as the contract's SiteBanner, which is what this input becomes. */
export const bannerInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(120).optional(),
  message: z.string().trim().min(1).max(500),
  link: z.optional(settingsSchemas().bannerLink),
});
export type BannerInput = z.infer<typeof bannerInputSchema>;

/** Keeps the known names with boolean values; anything else takes its default. */
export function pickBooleans<K extends string>(
  stored: unknown,
  defaults: Readonly<Record<K, boolean>>,
): Record<K, boolean> {
  const parsed = z.record(z.string(), z.unknown()).safeParse(stored);
  const values = parsed.success ? parsed.data : {};
  const result: Record<K, boolean> = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = values[key];
    if (typeof value === 'boolean') result[key] = value;
  }
  return result;
}
