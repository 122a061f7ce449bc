/**
 * The side menu's entries (spec part 1 §2.9, part 2 §2): the Kadi and casino sections and the
 * sportsbook/VIP links. Each entry is a type-checked router link; one of a feature the
 * operator can switch off names it, and the menus leave it out while it is off.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconBallFootball,
  IconBolt,
  IconBook,
  IconCards,
  IconCherry,
  IconClubs,
  IconCrown,
  IconDeviceGamepad2,
  IconDeviceMobile,
  IconDiamond,
  IconFlame,
  IconGift,
  IconHeart,
  IconHourglass,
  IconLock,
  IconMicrophone2,
  IconPlayCard,
  IconPokerChip,
  IconRun,
  IconSlideshow,
  IconSpade,
  IconTarget,
  IconUser,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { type LinkOptions, linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { GatedFeature } from '@/contracts/settings';
import type { NavSection } from './atoms';

export interface NavItem {
  id: string;
  label: MessageDescriptor;
  icon: ReactNode;
  link: LinkOptions;
  signedInOnly?: boolean;
  feature?: GatedFeature;
}

const size = 18;

export const CASINO_ITEMS: NavItem[] = [
  {
    id: 'favorites',
    label: msg`Favorites`,
    icon: <IconHeart size={size} />,
    link: linkOptions({ to: '/tag/$tag', params: { tag: 'favorites' } }),
    signedInOnly: true,
  },
  {
    id: 'own',
    label: msg`KadiBet Originals`,
    icon: <IconDiamond size={size} />,
    link: linkOptions({ to: '/casino', search: { category: 'dofia-games' } }),
  },
  {
    id: 'popular',
    label: msg`Popular`,
    icon: <IconFlame size={size} />,
    link: linkOptions({ to: '/casino', search: { category: 'popular' } }),
  },
  {
    id: 'slots',
    label: msg`Slots`,
    icon: <IconCherry size={size} />,
    link: linkOptions({ to: '/casino', search: { category: 'slots' } }),
  },
  {
    id: 'bonus-buys',
    label: msg`Bonus buys`,
    icon: <IconGift size={size} />,
    link: linkOptions({ to: '/tag/$tag', params: { tag: 'bonus-buys' } }),
  },
  {
    id: 'livecasino',
    label: msg`Live casino`,
    icon: <IconMicrophone2 size={size} />,
    link: linkOptions({ to: '/casino', search: { category: 'livecasino' } }),
  },
  {
    id: 'gameshows',
    label: msg`Game shows`,
    icon: <IconSlideshow size={size} />,
    link: linkOptions({ to: '/casino', search: { category: 'gameshows' } }),
  },
  {
    id: 'roulette',
    label: msg`Roulette`,
    icon: <IconTarget size={size} />,
    link: linkOptions({ to: '/tag/$tag', params: { tag: 'roulette' } }),
  },
  {
    id: 'blackjack',
    label: msg`Blackjack`,
    icon: <IconSpade size={size} />,
    link: linkOptions({ to: '/tag/$tag', params: { tag: 'blackjack' } }),
  },
  {
    id: 'baccarat',
    label: msg`Baccarat`,
    icon: <IconClubs size={size} />,
    link: linkOptions({ to: '/tag/$tag', params: { tag: 'baccarat' } }),
  },
];

export const KADI_ITEMS: NavItem[] = [
  {
    id: 'lobby',
    label: msg`Lobby`,
    icon: <IconCards size={size} />,
    link: linkOptions({ to: '/kadi' }),
  },
  {
    id: 'qwickies',
    label: msg`Qwickies`,
    icon: <IconBolt size={size} />,
    link: linkOptions({ to: '/kadi/qwickie' }),
  },
  {
    id: 'my',
    label: msg`My games`,
    icon: <IconUser size={size} />,
    link: linkOptions({ to: '/kadi', search: { myGames: true } }),
    signedInOnly: true,
  },
  {
    id: 'public',
    label: msg`Public tables`,
    icon: <IconUsers size={size} />,
    link: linkOptions({ to: '/kadi', search: { visibility: 'Public' } }),
  },
  {
    id: 'private',
    label: msg`Private tables`,
    icon: <IconLock size={size} />,
    link: linkOptions({ to: '/kadi', search: { visibility: 'Private' } }),
  },
  {
    id: 'speed',
    label: msg`Speed`,
    icon: <IconRun size={size} />,
    link: linkOptions({ to: '/kadi', search: { gameMode: 'Speed' } }),
  },
  {
    id: 'relaxed',
    label: msg`Relaxed`,
    icon: <IconHourglass size={size} />,
    link: linkOptions({ to: '/kadi', search: { gameMode: 'Relaxed' } }),
  },
  {
    id: 'local',
    label: msg`Local play`,
    icon: <IconDeviceMobile size={size} />,
    link: linkOptions({ to: '/kadi/local' }),
  },
  {
    id: 'rules',
    label: msg`Rules`,
    icon: <IconBook size={size} />,
    link: linkOptions({
      to: '.',
      search: (prev: object) => ({ ...prev, modal: 'pokerRules' as const }),
    }),
  },
];

export const MAIN_ITEMS: NavItem[] = [
  {
    id: 'sports',
    label: msg`Sports`,
    icon: <IconBallFootball size={size} />,
    link: linkOptions({ to: '/sports' }),
    feature: 'sportsbook',
  },
  {
    id: 'originals',
    label: msg`House games`,
    icon: <IconDeviceGamepad2 size={size} />,
    link: linkOptions({ to: '/casino', search: { category: 'dofia-games' } }),
  },
  {
    id: 'vip',
    label: msg`VIP club`,
    icon: <IconCrown size={size} />,
    link: linkOptions({ to: '/vip' }),
    feature: 'vip',
  },
];

/** A whole section of the menu that belongs to one feature. */
export const SECTION_FEATURES: Partial<Record<NavSection, GatedFeature>> = { kadi: 'kadi' };

export const SECTION_ICONS = {
  kadi: <IconPlayCard size={20} />,
  casino: <IconPokerChip size={20} />,
  language: <IconWorld size={20} />,
} as const;
