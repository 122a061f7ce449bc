/** The VIP club's tiers and benefits (spec part 2 §6: tiers 1 Red, 2 Silver, 3 Gold). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IconBolt, IconConfetti, IconGift, IconHeadset } from '@tabler/icons-react';
import type { InfoItem } from '@/shared/lib/info-item';

export interface VipTier {
  rank: 1 | 2 | 3;
  name: MessageDescriptor;
  text: MessageDescriptor;
  colors: readonly [string, string];
}

export const VIP_TIERS: readonly VipTier[] = [
  {
    rank: 1,
    name: msg`Red`,
    text: msg`The first tier of the club.`,
    colors: ['#f87171', '#7f1d1d'],
  },
  {
    rank: 2,
    name: msg`Silver`,
    text: msg`For members who keep playing with us.`,
    colors: ['#e5e7eb', '#4b5563'],
  },
  { rank: 3, name: msg`Gold`, text: msg`The club's highest tier.`, colors: ['#ffd264', '#a16207'] },
];

/** Rewards levels run from 0 to 10 (spec part 1 §3 'Reward', part 2 §6). */
export const VIP_LEVELS = Array.from({ length: 11 }, (_, level) => level);

export const VIP_BENEFITS: readonly InfoItem[] = [
  {
    id: 'host',
    Icon: IconHeadset,
    title: msg`A dedicated VIP host`,
    text: msg`One person who knows your account and answers on the channel you prefer.`,
  },
  {
    id: 'rewards',
    Icon: IconGift,
    title: msg`Higher rewards`,
    text: msg`Personalised offers and a bigger share back on your play.`,
  },
  {
    id: 'withdrawals',
    Icon: IconBolt,
    title: msg`Faster withdrawals`,
    text: msg`Your withdrawal requests go to the front of the review queue.`,
  },
  {
    id: 'events',
    Icon: IconConfetti,
    title: msg`Exclusive events`,
    text: msg`Invitations to members-only promotions, tournaments and experiences.`,
  },
];
