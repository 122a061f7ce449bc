/** The account settings page's tabs as they appear in the address. */
import { z } from 'zod';

export const ACCOUNT_SETTINGS_PAGES = [
  'general',
  'preferences',
  'verification',
  'security',
] as const;
export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_PAGES)[number];

export const accountSettingsSearchSchema = z.object({
  page: z.enum(ACCOUNT_SETTINGS_PAGES).optional().catch(undefined),
  kycLevel: z.coerce.number().int().min(1).max(4).optional().catch(undefined),
});
