/** How each sport of the book is named and drawn, in the order of SPORTS. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconBallBaseball,
  IconBallBasketball,
  IconBallFootball,
  IconBallTennis,
  IconCricket,
  IconCrosshair,
  IconDeviceGamepad2,
  IconIceSkating,
  IconKarate,
  IconPingPong,
  type TablerIcon,
} from '@tabler/icons-react';
import { SPORTS, type SportSlug } from '@/contracts/sports';

export interface SportInfo {
  slug: SportSlug;
  label: MessageDescriptor;
  Icon: TablerIcon;
}

const INFO: Record<SportSlug, Omit<SportInfo, 'slug'>> = {
  soccer: { label: msg`Soccer`, Icon: IconBallFootball },
  basketball: { label: msg`Basketball`, Icon: IconBallBasketball },
  tennis: { label: msg`Tennis`, Icon: IconBallTennis },
  'counter-strike': { label: msg`Counter-Strike`, Icon: IconCrosshair },
  fifa: { label: msg`FIFA`, Icon: IconDeviceGamepad2 },
  baseball: { label: msg`Baseball`, Icon: IconBallBaseball },
  'ice-hockey': { label: msg`Ice hockey`, Icon: IconIceSkating },
  cricket: { label: msg`Cricket`, Icon: IconCricket },
  mma: { label: msg`MMA`, Icon: IconKarate },
  'table-tennis': { label: msg`Table tennis`, Icon: IconPingPong },
};

export const SPORT_INFO: readonly SportInfo[] = SPORTS.map((s) => ({
  slug: s.slug,
  ...INFO[s.slug],
}));

export function sportInfo(slug: SportSlug): SportInfo {
  return { slug, ...INFO[slug] };
}
