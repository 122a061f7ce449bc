/**
 * The home page's banner copy drawn into the page's own HTML (index.html's boot frame): the
 * brand, the tagline and the lead line inside the banner's backdrop, where and as large as
 * features/home's HomeHero draws them, in the page's language. The tagline is the home page's
 * largest text on a phone; drawn with the page, it is on screen before the app has run, and
 * the app's first render draws the same words in the same place. The catalogue's page hints
 * draw it, as the home page is the front of the lobby.
 */
import { escapeHtml } from '@server/http/hosted-page';
import { BRAND } from '@/contracts/brand';
import { directionOf, type LocaleCode } from '@/contracts/locales';
import type { PageText, TranslatePage } from '../locales/page-texts';

/** HomeHero's texts (their source messages), which a test holds equal to the app's. */
export const HOME_HERO = {
  title: { message: 'Fastest Growing Casino' },
  description: {
    message:
      '{gameCount} games, provably fair Originals, live dealers, sports betting and Kadi, the card game we are named after.',
    values: { gameCount: BRAND.gameCount },
  },
} satisfies Record<string, PageText>;

/** The fragment for index.html's boot frame, in the page's language. */
export async function homeHeroHtml(locale: LocaleCode, translate: TranslatePage): Promise<string> {
  const [title, description] = await Promise.all([
    translate(locale, HOME_HERO.title),
    translate(locale, HOME_HERO.description),
  ]);
  return (
    `<div class="boot-hero" dir="${directionOf(locale)}">` +
    '<div class="boot-hero-copy">' +
    `<div class="boot-hero-brand">${escapeHtml(BRAND.name)}</div>` +
    `<div class="boot-hero-title"><span>${escapeHtml(title)}</span></div>` +
    `<div class="boot-hero-lead">${escapeHtml(description)}</div>` +
    '</div><div class="boot-hero-art"></div></div>'
  );
}
