/**
 * The operator's content pages (spec part 1 §2.1): slug, translated title and the Markdown
 * file with the operator's text. Each text is its own chunk, loaded when its page opens.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const CONTENT_SLUGS = [
  'about-us',
  'terms-and-conditions',
  'bonus-and-promotion-policy',
  'privacy-policy',
  'kyc-aml-policy',
  'responsible-gambling',
  'sportsbook-policy',
  'game-policy',
] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

interface ContentPageDefinition {
  title: MessageDescriptor;
  load: () => Promise<{ default: string }>;
}

export const CONTENT_PAGES: Record<ContentSlug, ContentPageDefinition> = {
  'about-us': { title: msg`About us`, load: () => import('./texts/about-us.md?raw') },
  'terms-and-conditions': {
    title: msg`Terms and conditions`,
    load: () => import('./texts/terms-and-conditions.md?raw'),
  },
  'bonus-and-promotion-policy': {
    title: msg`Bonus and promotion policy`,
    load: () => import('./texts/bonus-and-promotion-policy.md?raw'),
  },
  'privacy-policy': {
    title: msg`Privacy policy`,
    load: () => import('./texts/privacy-policy.md?raw'),
  },
  'kyc-aml-policy': {
    title: msg`KYC and AML policy`,
    load: () => import('./texts/kyc-aml-policy.md?raw'),
  },
  'responsible-gambling': {
    title: msg`Responsible gambling`,
    load: () => import('./texts/responsible-gambling.md?raw'),
  },
  'sportsbook-policy': {
    title: msg`Sportsbook policy`,
    load: () => import('./texts/sportsbook-policy.md?raw'),
  },
  'game-policy': { title: msg`Game policy`, load: () => import('./texts/game-policy.md?raw') },
};
