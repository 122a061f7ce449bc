/**
 * The home page's category shortcuts: where each leads and how it is drawn, and the feature
 * (one the operator can switch off) a shortcut belongs to.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconBallFootball,
  IconCards,
  IconCherry,
  IconDiamond,
  IconFlame,
  IconMicrophone2,
  IconSlideshow,
  type TablerIcon,
} from '@tabler/icons-react';
import { type LinkOptions, linkOptions } from '@tanstack/react-router';
import type { GatedFeature } from '@/contracts/settings';

export interface Shortcut {
  id: string;
  label: MessageDescriptor;
  caption: MessageDescriptor;
  Icon: TablerIcon;
  /** Accent of the card's glow. */
  color: string;
  link: LinkOptions;
  feature?: GatedFeature;
}

export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'originals',
    label: msg`KadiBet Originals`,
    caption: msg`Provably fair`,
    Icon: IconDiamond,
    color: '#0fee6f',
    link: linkOptions({ to: '/casino', search: { category: 'dofia-games' } }),
  },
  {
    id: 'popular',
    label: msg`Popular`,
    caption: msg`Crowd favorites`,
    Icon: IconFlame,
    color: '#fb923c',
    link: linkOptions({ to: '/casino', search: { category: 'popular' } }),
  },
  {
    id: 'slots',
    label: msg`Slots`,
    caption: msg`Reels and bonus rounds`,
    Icon: IconCherry,
    color: '#f472b6',
    link: linkOptions({ to: '/casino', search: { category: 'slots' } }),
  },
  {
    id: 'livecasino',
    label: msg`Live casino`,
    caption: msg`Real dealers`,
    Icon: IconMicrophone2,
    color: '#f87171',
    link: linkOptions({ to: '/casino', search: { category: 'livecasino' } }),
  },
  {
    id: 'gameshows',
    label: msg`Game shows`,
    caption: msg`Wheels and hosts`,
    Icon: IconSlideshow,
    color: '#a78bfa',
    link: linkOptions({ to: '/casino', search: { category: 'gameshows' } }),
  },
  {
    id: 'sports',
    label: msg`Sports`,
    caption: msg`Pre-match and live`,
    Icon: IconBallFootball,
    color: '#38bdf8',
    link: linkOptions({ to: '/sports' }),
    feature: 'sportsbook',
  },
  {
    id: 'kadi',
    label: msg`Kadi`,
    caption: msg`Play real opponents`,
    Icon: IconCards,
    color: '#ffc438',
    link: linkOptions({ to: '/kadi' }),
    feature: 'kadi',
  },
];
