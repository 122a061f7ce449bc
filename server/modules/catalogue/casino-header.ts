/**
 * The casino's heading (/casino and /casino?category=…) for the boot frame, in the page's
 * language: the lobby's and each category's icon, eyebrow, title and lead line, as
 * features/catalogue's CasinoPage and category-info write them (their source messages; the
 * translations come from the same catalogs). A test holds the two equal.
 */
import { isCasino } from '@/catalogue';
import { BRAND } from '@/contracts/brand';
import { type CasinoCategory, casinoSearchSchema } from '@/contracts/casino';
import { directionOf, type LocaleCode } from '@/contracts/locales';
import type { PageText, TranslatePage } from '../locales/page-texts';
import { bootHeaderHtml } from './boot-header';
import { createIconMarkup, type IconName } from './boot-icons';

export interface CasinoHeading {
  icon: IconName;
  eyebrow?: PageText;
  title: PageText;
  description: PageText;
}

const CASINO: PageText = { message: 'Casino' };

export const LOBBY_HEADING: CasinoHeading = {
  icon: 'poker-chip',
  title: CASINO,
  description: {
    message:
      '{gameCount} games: slots, live casino, game shows and our own provably fair Originals.',
    values: { gameCount: BRAND.gameCount },
  },
};

/** A category's heading: under the casino's name, as CasinoPage draws it. */
const category = (icon: IconName, title: string, description: string): CasinoHeading => ({
  icon,
  eyebrow: CASINO,
  title: { message: title },
  description: { message: description },
});

export const CATEGORY_HEADINGS: Record<CasinoCategory, CasinoHeading> = {
  'dofia-games': category(
    'diamond',
    'KadiBet Originals',
    'Our own provably fair games: check the result of every round yourself.',
  ),
  popular: category('flame', 'Popular', 'The games players on KadiBet come back to most.'),
  slots: category('cherry', 'Slots', 'Classic reels, video slots, megaways and bonus features.'),
  livecasino: category(
    'microphone-2',
    'Live casino',
    'Real dealers streamed live: roulette, blackjack, baccarat and more.',
  ),
  gameshows: category(
    'slideshow',
    'Game shows',
    'Live wheels, bonus rounds and hosts that keep the show going.',
  ),
};

/** GradientIcon's md look (src/shared/ui/GradientIcon.tsx), with CatalogueHeader's stroke. */
const iconMarkup = createIconMarkup({ size: 30, stroke: 1.6 });

/** The heading a casino address shows (an unknown category shows the lobby), or none. */
export function casinoHeadingOf(url: URL): CasinoHeading | undefined {
  if (!isCasino(url.pathname)) return undefined;
  const { category } = casinoSearchSchema.parse({
    category: url.searchParams.get('category') ?? undefined,
  });
  return category ? CATEGORY_HEADINGS[category] : LOBBY_HEADING;
}

/** The heading's fragment for the boot frame, in the page's language. */
export async function casinoHeaderHtml(
  heading: CasinoHeading,
  locale: LocaleCode,
  translate: TranslatePage,
): Promise<string> {
  const [icon, eyebrow, title, description] = await Promise.all([
    iconMarkup(heading.icon),
    heading.eyebrow ? translate(locale, heading.eyebrow) : undefined,
    translate(locale, heading.title),
    translate(locale, heading.description),
  ]);
  return bootHeaderHtml({ icon, eyebrow, title, description, dir: directionOf(locale) });
}
