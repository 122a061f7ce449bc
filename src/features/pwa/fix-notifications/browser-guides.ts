/** Every browser's guide in a fixed order, with the player's own browser moved to the top. */
import type { BrowserId } from './detect-browser';
import type { BrowserGuide } from './guide';
import { DESKTOP_GUIDES } from './guides-desktop';
import { MOBILE_GUIDES } from './guides-mobile';

const ORDER: readonly BrowserId[] = [
  'chrome-desktop',
  'chrome-android',
  'edge',
  'firefox',
  'safari-mac',
  'safari-ios',
  'samsung',
  'opera',
];

const BY_ID = new Map<BrowserId, BrowserGuide>(
  [...DESKTOP_GUIDES, ...MOBILE_GUIDES].map((guide) => [guide.id, guide]),
);

export const BROWSER_GUIDES: readonly BrowserGuide[] = ORDER.flatMap((id) => {
  const guide = BY_ID.get(id);
  return guide ? [guide] : [];
});

export function guidesFor(current: BrowserId | null): readonly BrowserGuide[] {
  if (!current) return BROWSER_GUIDES;
  return [...BROWSER_GUIDES].sort((a, b) => Number(b.id === current) - Number(a.id === current));
}
