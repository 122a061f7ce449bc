/**
 * Titles and icons of the tag pages the menu and the aliases link to (spec part 1 §2.4, §2.9).
 * A tag not listed here (a new one from the catalogue) is titled from its slug.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconCategory,
  IconCherry,
  IconClubs,
  IconConfetti,
  IconFlame,
  IconGift,
  IconHeart,
  IconMicrophone2,
  IconSlideshow,
  IconSpade,
  IconTarget,
  type TablerIcon,
} from '@tabler/icons-react';
import { humanizeSlug } from './humanize';

const TAGS: Readonly<Record<string, { title: MessageDescriptor; Icon: TablerIcon }>> = {
  favorites: { title: msg`Favorites`, Icon: IconHeart },
  'bonus-buys': { title: msg`Bonus buys`, Icon: IconGift },
  roulette: { title: msg`Roulette`, Icon: IconTarget },
  blackjack: { title: msg`Blackjack`, Icon: IconSpade },
  baccarat: { title: msg`Baccarat`, Icon: IconClubs },
  dropsandwins: { title: msg`Drops & Wins`, Icon: IconConfetti },
  livegames: { title: msg`Live games`, Icon: IconMicrophone2 },
  livecasino: { title: msg`Live casino`, Icon: IconMicrophone2 },
  gameshows: { title: msg`Game shows`, Icon: IconSlideshow },
  popular: { title: msg`Popular`, Icon: IconFlame },
  slots: { title: msg`Slots`, Icon: IconCherry },
};

export function tagTitle(i18n: I18n, tag: string): string {
  const known = Object.hasOwn(TAGS, tag) ? TAGS[tag] : undefined;
  return known ? i18n._(known.title) : humanizeSlug(tag);
}

export function tagIcon(tag: string): TablerIcon {
  return (Object.hasOwn(TAGS, tag) ? TAGS[tag]?.Icon : undefined) ?? IconCategory;
}
