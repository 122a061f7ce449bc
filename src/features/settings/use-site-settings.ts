import { useQuery } from '@tanstack/react-query';
import type { SettingsFlag, SiteSettings } from '@/contracts/settings';
import { settingsQuery } from './queries';

/** The site settings, or undefined until the first answer (or the persisted copy) arrives. */
export function useSiteSettings(): SiteSettings | undefined {
  return useQuery({ ...settingsQuery(), select: (r) => r.settings }).data;
}

export function useSettingsFlag(flag: SettingsFlag): boolean {
  return useSiteSettings()?.flags[flag] ?? false;
}
