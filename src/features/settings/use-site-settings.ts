import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@/contracts/settings';
import { settingsQuery } from './queries';

/** The site settings, or undefined until the first answer (or the persisted copy) arrives. */
export function useSiteSettings(): SiteSettings | undefined {
  return useQuery({ ...settingsQuery(), select: (r) => r.settings }).data;
}
