/** The casino lobby's categories (spec part 1 §2.1) as the lobby names and draws them. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconCherry,
  IconDiamond,
  IconFlame,
  IconMicrophone2,
  IconSlideshow,
  type TablerIcon,
} from '@tabler/icons-react';
import { CASINO_CATEGORIES, type CasinoCategory } from '@/contracts/casino';

export interface CategoryInfo {
  category: CasinoCategory;
  label: MessageDescriptor;
  description: MessageDescriptor;
  Icon: TablerIcon;
}

const INFO: Record<CasinoCategory, Omit<CategoryInfo, 'category'>> = {
  'dofia-games': {
    label: msg`KadiBet Originals`,
    description: msg`Our own provably fair games: check the result of every round yourself.`,
    Icon: IconDiamond,
  },
  popular: {
    label: msg`Popular`,
    description: msg`The games players on KadiBet come back to most.`,
    Icon: IconFlame,
  },
  slots: {
    label: msg`Slots`,
    description: msg`Classic reels, video slots, megaways and bonus features.`,
    Icon: IconCherry,
  },
  livecasino: {
    label: msg`Live casino`,
    description: msg`Real dealers streamed live: roulette, blackjack, baccarat and more.`,
    Icon: IconMicrophone2,
  },
  gameshows: {
    label: msg`Game shows`,
    description: msg`Live wheels, bonus rounds and hosts that keep the show going.`,
    Icon: IconSlideshow,
  },
};

export const CATEGORY_INFO: readonly CategoryInfo[] = CASINO_CATEGORIES.map((category) => ({
  category,
  ...INFO[category],
}));

export function categoryInfo(category: CasinoCategory): CategoryInfo {
  return { category, ...INFO[category] };
}
