/**
 * The footer's link groups (spec part 2 §2): casino, sportsbook, policies, promos, support. A
 * link to a feature the operator can switch off names it; the footer leaves it out while off.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type LinkOptions, linkOptions } from '@tanstack/react-router';
import type { GatedFeature } from '@/contracts/settings';

export interface FooterLink {
  id: string;
  label: MessageDescriptor;
  link: LinkOptions;
  feature?: GatedFeature;
}

export interface FooterGroup {
  id: string;
  title: MessageDescriptor;
  links: FooterLink[];
}

const modal = <K extends 'affiliate' | 'redeem' | 'freePlay' | 'roowards'>(key: K) =>
  linkOptions({ to: '.', search: (prev: object) => ({ ...prev, modal: key }) });

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    id: 'casino',
    title: msg`Casino`,
    links: [
      {
        id: 'originals',
        label: msg`KadiBet Originals`,
        link: linkOptions({ to: '/casino', search: { category: 'dofia-games' } }),
      },
      {
        id: 'slots',
        label: msg`Slots`,
        link: linkOptions({ to: '/casino', search: { category: 'slots' } }),
      },
      {
        id: 'live',
        label: msg`Live casino`,
        link: linkOptions({ to: '/casino', search: { category: 'livecasino' } }),
      },
      {
        id: 'shows',
        label: msg`Game shows`,
        link: linkOptions({ to: '/casino', search: { category: 'gameshows' } }),
      },
      { id: 'kadi', label: msg`Kadi`, link: linkOptions({ to: '/kadi' }), feature: 'kadi' },
    ],
  },
  {
    id: 'sportsbook',
    title: msg`Sportsbook`,
    links: [
      {
        id: 'sports',
        label: msg`Sports`,
        link: linkOptions({ to: '/sports' }),
        feature: 'sportsbook',
      },
      {
        id: 'soccer',
        label: msg`Soccer`,
        link: linkOptions({ to: '/sports/$sport', params: { sport: 'soccer' } }),
        feature: 'sportsbook',
      },
      {
        id: 'basketball',
        label: msg`Basketball`,
        link: linkOptions({ to: '/sports/$sport', params: { sport: 'basketball' } }),
        feature: 'sportsbook',
      },
      {
        id: 'tennis',
        label: msg`Tennis`,
        link: linkOptions({ to: '/sports/$sport', params: { sport: 'tennis' } }),
        feature: 'sportsbook',
      },
      {
        id: 'cs',
        label: msg`Counter-Strike`,
        link: linkOptions({ to: '/sports/$sport', params: { sport: 'counter-strike' } }),
        feature: 'sportsbook',
      },
      {
        id: 'policy',
        label: msg`Sportsbook policy`,
        link: linkOptions({ to: '/sportsbook-policy' }),
      },
    ],
  },
  {
    id: 'policies',
    title: msg`Policies`,
    links: [
      {
        id: 'terms',
        label: msg`Terms and conditions`,
        link: linkOptions({ to: '/terms-and-conditions' }),
      },
      { id: 'privacy', label: msg`Privacy policy`, link: linkOptions({ to: '/privacy-policy' }) },
      {
        id: 'bonus',
        label: msg`Bonus and promotion policy`,
        link: linkOptions({ to: '/bonus-and-promotion-policy' }),
      },
      { id: 'kyc', label: msg`KYC and AML policy`, link: linkOptions({ to: '/kyc-aml-policy' }) },
      {
        id: 'rg',
        label: msg`Responsible gambling`,
        link: linkOptions({ to: '/responsible-gambling' }),
      },
      { id: 'games', label: msg`Game policy`, link: linkOptions({ to: '/game-policy' }) },
    ],
  },
  {
    id: 'promos',
    title: msg`Promos`,
    links: [
      { id: 'vip', label: msg`VIP club`, link: linkOptions({ to: '/vip' }), feature: 'vip' },
      { id: 'roowards', label: msg`Roowards`, link: modal('roowards'), feature: 'rewards' },
      { id: 'affiliate', label: msg`Refer and earn`, link: modal('affiliate') },
      { id: 'redeem', label: msg`Redeem`, link: modal('redeem') },
      { id: 'freeplay', label: msg`Free play`, link: modal('freePlay') },
    ],
  },
  {
    id: 'support',
    title: msg`Support`,
    links: [
      { id: 'about', label: msg`About us`, link: linkOptions({ to: '/about-us' }) },
      { id: 'fair', label: msg`Provably fair`, link: linkOptions({ to: '/fair' }) },
      {
        id: 'notifications',
        label: msg`Notification help`,
        link: linkOptions({ to: '/kadi/fix-notifications' }),
      },
    ],
  },
];

/** The currencies the cashier accepts (spec part 2 §3 'Balances'). */
export const ACCEPTED_CURRENCIES = [
  'BTC',
  'ETH',
  'LTC',
  'USDT',
  'USDC',
  'XRP',
  'DOGE',
  'TRX',
  'USD',
  'M-PESA',
] as const;

/** Payment methods shown as badges (local cash methods of spec part 1 §3 plus cards). */
export const PAYMENT_METHODS = [
  'Visa',
  'Mastercard',
  'M-PESA',
  'PIX',
  'SPEI',
  'Webpay',
  'Interac',
  'PagoEfectivo',
  'Bitcoin',
  'Tether',
] as const;
