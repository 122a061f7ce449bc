/** The account settings page's tabs and KYC level as they appear in the address. */
import { z } from 'zod/mini';

export const ACCOUNT_SETTINGS_PAGES = [
  'general',
  'preferences',
  'verification',
  'security',
  'responsible-gambling',
] as const;
export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_PAGES)[number];

export const accountSettingsSearchSchema = z.object({
  page: z.catch(z.optional(z.enum(ACCOUNT_SETTINGS_PAGES)), undefined),
  kycLevel: z.catch(
    z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(4)))),
    undefined,
  ),
});
