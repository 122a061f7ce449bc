/** The icon for a community network named in configuration; unknown networks get a link icon. */
import {
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTelegram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconLink,
} from '@tabler/icons-react';

const ICONS = {
  x: IconBrandX,
  twitter: IconBrandX,
  telegram: IconBrandTelegram,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
  facebook: IconBrandFacebook,
  discord: IconBrandDiscord,
  tiktok: IconBrandTiktok,
} as const;

export function CommunityIcon({ network }: { network: string }) {
  const key = network.toLowerCase();
  const Icon = key in ICONS ? ICONS[key as keyof typeof ICONS] : IconLink;
  return <Icon size={18} aria-hidden />;
}
